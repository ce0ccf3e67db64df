import { clientConfig } from './config';
import { loadKy } from './kyLoader';

/** The auth endpoints that act on the session named by the server's HttpOnly refresh cookie. */
export type RefreshCookieEndpoint = 'auth/refresh-token' | 'auth/logout';

/**
 * POSTs `{}` to an endpoint that reads the refresh cookie, and resolves to the answer's JSON
 * (ky's HTTPError on a non-2xx answer). The browser attaches the cookie itself. The app and
 * the API share an origin, hence `credentials: 'same-origin'`; an API on another origin would
 * need 'include' and CORS with credentials.
 */
export async function postWithRefreshCookie(path: RefreshCookieEndpoint): Promise<unknown> {
  const { default: ky } = await loadKy();
  return ky
    .post(path, {
      prefixUrl: clientConfig().baseUrl,
      headers: { accept: 'application/json' },
      json: {},
      credentials: 'same-origin',
      retry: 0,
    })
    .json();
}
