import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../../ui';

const WIDE_SCREEN = `(min-width: ${breakpoints.desktop}px)`;

/** Whether the screen is wide (the filters sit beside the results), following resizes. */
export function useWideScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(WIDE_SCREEN);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
