import { useCallback, useEffect, useRef } from 'react';

/**
 * A signal that aborts when the component unmounts: a call given it is dropped when the screen
 * goes away, and code after an await can check it so a late answer does not toast on another page.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? new AbortController().signal, []);
}
