import * as v from 'valibot';
import { tokenPairResponseSchema, type RefreshTokenBody } from '../contract';
import { clientConfig } from './config';
import { SESSION_EXPIRED_MESSAGE } from './errors';
import { isKyHttpError, loadKy } from './kyLoader';

let inFlight: Promise<string | null> | undefined;

/**
 * A usable access token after `rejectedToken` met a 401, or null when there is none.
 * Concurrent callers share one refresh call (a refresh token is single-use). When the store
 * already holds a newer token than the rejected one, that token is returned without a call.
 */
export function renewAccessToken(rejectedToken: string | undefined): Promise<string | null> {
  if (inFlight) return inFlight;
  const stored = clientConfig().store.get();
  // A guest's 401 passes through: there is no session to renew or to call expired.
  if (!stored) return Promise.resolve(null);
  if (stored.accessToken !== rejectedToken) return Promise.resolve(stored.accessToken);
  inFlight = refresh(stored.refreshToken).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function refresh(refreshToken: string): Promise<string | null> {
  const { baseUrl, store, onSessionExpired } = clientConfig();
  try {
    const json: RefreshTokenBody = { refreshToken };
    const { default: ky } = await loadKy();
    const body: unknown = await ky.post('auth/refresh-token', { prefixUrl: baseUrl, json, retry: 0 }).json();
    const tokens = v.parse(tokenPairResponseSchema, body).data;
    store.set(tokens);
    return tokens.accessToken;
  } catch (error) {
    // The server refused the token (or answered nonsense): the session is over.
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
