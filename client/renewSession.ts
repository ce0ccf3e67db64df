import * as v from 'valibot';
import { tokenPairResponseSchema } from '../contract';
import { clientConfig } from './config';
import { SESSION_EXPIRED_MESSAGE } from './errors';
import { isKyHttpError } from './kyLoader';
import { postWithRefreshCookie } from './refreshCookie';

/** The Web Lock the tabs of this origin take turns on while one of them renews the session. */
const RENEWAL_LOCK = 'kampus.renewSession';

let inFlight: Promise<string | null> | undefined;

/**
 * A usable access token after `rejectedToken` met a 401, or null when there is none.
 * Concurrent callers share one refresh call, and tabs take turns: every tab sends the same
 * refresh cookie, and the server treats a rotated refresh token shown twice as stolen. When
 * the store already holds a newer token than the rejected one (renewed meanwhile, here or
 * in another tab), that token is returned without a call.
 */
export function renewAccessToken(rejectedToken: string | undefined): Promise<string | null> {
  inFlight ??= oneTabAtATime(() => renewUnlessRenewed(rejectedToken)).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? locks.request(RENEWAL_LOCK, task) : task();
}

async function renewUnlessRenewed(rejectedToken: string | undefined): Promise<string | null> {
  const stored = clientConfig().store.get();
  // A guest's 401 passes through: there is no session to renew or to call expired.
  if (!stored) return null;
  if (stored.accessToken !== rejectedToken) return stored.accessToken;
  return refresh();
}

async function refresh(): Promise<string | null> {
  const { store, onSessionExpired } = clientConfig();
  try {
    const { accessToken } = v.parse(tokenPairResponseSchema, await postWithRefreshCookie('auth/refresh-token')).data;
    // A logout while the call was under way stands: the answer does not bring the session back.
    if (!store.get()) return null;
    store.set({ accessToken });
    return accessToken;
  } catch (error) {
    // The server refused the cookie (or answered nonsense): the session is over.
    // A network failure or a server fault leaves the session alone for a later try.
    if (isRefusal(error)) {
      store.clear();
      onSessionExpired(SESSION_EXPIRED_MESSAGE);
    }
    return null;
  }
}

function isRefusal(error: unknown): boolean {
  if (isKyHttpError(error)) return error.response.status >= 400 && error.response.status < 500;
  return error instanceof v.ValiError;
}
