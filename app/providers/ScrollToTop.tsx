import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A block, not an arrow's value: Chromium's scrollTo returns a promise, and React would
    // take a returned value for the effect's cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
