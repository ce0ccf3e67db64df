import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Tokens } from '../../client';

/** The stored token pair, re-rendering on login and logout. Authenticated = a pair is stored. */
export function useSession(): Tokens | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
