import { createContext, useContext, useSyncExternalStore } from 'react';
import { clientConfig } from './config';
import { postWithRefreshCookie } from './refreshCookie';
import type { SessionPersistence, StoredSession } from './tokenStore';

/**
 * The session as a tiny observable over the configured token store. `getSession` returns the
 * same object until the access token changes, so React can use
 * `useSyncExternalStore(subscribeSession, getSession)`.
 */
export function getSession(): StoredSession | null {
  return clientConfig().store.get();
}

export function subscribeSession(listener: () => void): () => void {
  return clientConfig().store.subscribe(listener);
}

/**
 * The session a page was rendered for: none for a page rendered at build time or for a guest;
 * the visitor's own for a page the server rendered signed in (/checkout), so that the page
 * hydrates as it was rendered.
 */
export const RenderedSessionContext = createContext<StoredSession | null>(null);

/** The stored session, re-rendering on login and logout (the rendered one while rendering ahead of time and hydrating). */
export function useSession(): StoredSession | null {
  const rendered = useContext(RenderedSessionContext);
  return useSyncExternalStore(subscribeSession, getSession, () => rendered);
}

/** Authenticated means an access token is stored. */
export function isAuthenticated(): boolean {
  return getSession() !== null;
}

/**
 * Stores the access token a login (or a password change) answered with; the refresh token
 * arrived as the server's HttpOnly cookie. `persist: false` ends the session with the browser.
 */
export function startSession({ accessToken }: StoredSession, options?: SessionPersistence): void {
  clientConfig().store.set({ accessToken }, options);
}

/**
 * Deletes the access token, then asks the server to end the session its refresh cookie names
 * and to delete that cookie (a failure to reach it is ignored).
 */
export async function endSession(): Promise<void> {
  clientConfig().store.clear();
  await postWithRefreshCookie('auth/logout').catch(() => undefined);
}
