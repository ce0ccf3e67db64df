import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a page that was rendered ahead of time (and during that
 * rendering), true otherwise. A prerendered form uses it to stay disabled until its handlers
 * are attached, so nothing typed is lost and nothing is submitted natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
