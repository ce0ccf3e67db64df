import { useSyncExternalStore } from 'react';
import { messageSchema } from '../contract';
import { clientConfig } from './config';
import { api } from './http';
import type { SessionPersistence, Tokens } from './tokenStore';

/**
 * The session as a tiny observable over the configured token store. `getSession` returns the
 * same object until the tokens change, so React can use
 * `useSyncExternalStore(subscribeSession, getSession)`.
 */
export function getSession(): Tokens | null {
  return clientConfig().store.get();
}

export function subscribeSession(listener: () => void): () => void {
  return clientConfig().store.subscribe(listener);
}

/** The stored token pair, re-rendering on login and logout (none while rendering ahead of time). */
export function useSession(): Tokens | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** Authenticated means an access token is stored. */
export function isAuthenticated(): boolean {
  return getSession() !== null;
}

/** Stores the pair a login (or a password change) answered with; `persist: false` ends it with the browser. */
export function startSession(tokens: Tokens, options?: SessionPersistence): void {
  clientConfig().store.set(tokens, options);
}

/** Deletes both tokens, then tells the server to end the session (its failure is ignored). */
export async function endSession(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  clientConfig().store.clear();
  if (refreshToken) await api.post('auth/logout', messageSchema, { refreshToken }).catch(() => undefined);
}
