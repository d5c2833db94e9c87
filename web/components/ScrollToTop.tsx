// Each navigation starts at the top of the page (spec §2). A replace navigation is the same
// page under a new address (a new item's first save moving it to its own address, filters
// written to the query): the teacher stays where they were.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'REPLACE') window.scrollTo(0, 0);
    // Only a new pathname scrolls; the navigation type is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
