import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../ui';

/**
 * Leaving a screen closes the toasts that belong to it, such as a form's error. It runs as a
 * layout effect, before the next screen's effects, so the toasts that screen shows as it opens
 * stay. A new query (a filter, a page) is the same screen.
 */
export function ScreenToasts() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useLayoutEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    toast.leaveScreen();
  }, [pathname]);
  return null;
}
