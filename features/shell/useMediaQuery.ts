import { useCallback, useSyncExternalStore } from 'react';

/** The spec's wide screens: 1024px and up. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

/** Whether a media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
