import { useEffect, useState, useSyncExternalStore } from 'react';

const mounted: symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * True for the first mounted region only, so a second `<ToastRegion />` (a docs page that
 * renders many stories, a region left in a screen by mistake) never shows every toast twice.
 */
export function usePrimaryRegion(): boolean {
  const [id] = useState(() => Symbol('toast-region'));
  useEffect(() => {
    mounted.push(id);
    notify();
    return () => {
      mounted.splice(mounted.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribe,
    () => mounted[0] === id,
    () => false,
  );
}
