import { useState } from 'react';
import { useLocation } from 'react-router';
import { isAuthenticated } from '../../client';

/**
 * Whether a session was stored when the visitor arrived at the current page (this history
 * entry). A login or logout on the page itself changes the session but not the arrival, so a
 * guard deciding on it is not fooled by what the page just did.
 */
export function useArrivedSignedIn(): boolean {
  const { key } = useLocation();
  const [arrival, setArrival] = useState(() => ({ key, signedIn: isAuthenticated() }));
  if (arrival.key === key) return arrival.signedIn;
  // A new page within the same guard: this render is the arrival (React's derived-state pattern).
  const next = { key, signedIn: isAuthenticated() };
  setArrival(next);
  return next.signedIn;
}
