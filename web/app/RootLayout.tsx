// Around every route: scroll to top on navigation, the browser notice, and the end of the
// page's early reads once the teacher moves on from the screen they were started for.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrowserNotSupportedModal } from '../components/BrowserNotSupportedModal.tsx';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { dropEarlyReads } from '../lib/earlyReads.ts';

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

function useEarlyReadsForFirstScreen(): void {
  const { pathname } = useLocation();
  const first = useRef(withoutTrailingSlash(pathname));
  useEffect(() => {
    if (withoutTrailingSlash(pathname) !== first.current) dropEarlyReads();
  }, [pathname]);
}

export function RootLayout() {
  useEarlyReadsForFirstScreen();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <BrowserNotSupportedModal />
    </>
  );
}
