import { useState } from 'react';
import { useLocation } from 'react-router';
import { isAuthenticated } from '../../client';
import { useHydrated } from '../../ui';

/**
 * Whether a session was stored when the visitor arrived at the current page (this history
 * entry). A login or logout on the page itself changes the session but not the arrival, so a
 * guard deciding on it is not fooled by what the page just did.
 * While a page rendered at build time is being hydrated the answer is "signed out", as it was
 * when the page was rendered; the arrival is taken right after.
 */
export function useArrivedSignedIn(): boolean {
  const { key } = useLocation();
  const hydrated = useHydrated();
  const [arrival, setArrival] = useState<{ key: string; signedIn: boolean } | null>(() =>
    hydrated ? { key, signedIn: isAuthenticated() } : null,
  );
  if (!hydrated) return false;
  if (arrival?.key === key) return arrival.signedIn;
  // A new page within the same guard, or the first render after hydration: this is the arrival.
  const next = { key, signedIn: isAuthenticated() };
  setArrival(next);
  return next.signedIn;
}
