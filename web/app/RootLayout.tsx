// Around every route: scroll to top on navigation and the browser notice.
import { Outlet } from 'react-router';
import { BrowserNotSupportedModal } from '../components/BrowserNotSupportedModal.tsx';
import { ScrollToTop } from '../components/ScrollToTop.tsx';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <BrowserNotSupportedModal />
    </>
  );
}
