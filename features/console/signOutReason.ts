import { useSyncExternalStore } from 'react';
import type { Middleware } from 'swr';
import { ApiError } from '../../client';

/**
 * Why the console last sent its staff member back to the sign-in (the server's sentence: an idle
 * session ended, the session lacks the second factor). Kept apart from the navigation because
 * the session may be cleared (and the sign-in shown) a moment before the refused request's
 * answer, which carries the reason, is read.
 */
let reason: string | null = null;
const listeners = new Set<() => void>();

export function setSignOutReason(next: string | null): void {
  if (reason === next) return;
  reason = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reason to show on the sign-in screen, null when there is none. */
export function useSignOutReason(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => reason,
    () => null,
  );
}

/**
 * SWR middleware for the console's requests: a 401 (no console session, or one that ended) is
 * noted as the reason as soon as it arrives, even when the screen that asked has already gone
 * (the session is cleared, and the sign-in shown, before the refused answer is read).
 */
export const noteRefusals: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher &&
      (async (...args: Parameters<typeof fetcher>) => {
        try {
          return await fetcher(...args);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) setSignOutReason(error.message);
          throw error;
        }
      }),
    config,
  );
