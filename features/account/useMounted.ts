import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still on screen: a request that ends after the user left the
 * page still does its work (cache, session), but no longer toasts or sets state.
 */
export function useMounted(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
