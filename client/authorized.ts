import type { Input } from 'ky';
import { clientConfig } from './config';
import { renewAccessToken } from './renewSession';

const AUTH_ENDPOINT =
  /\/auth\/(?:login|register|verify-email|resend-code|refresh-token|forgot-password|verify-reset-code|reset-password|logout)\/?$/;

/** The auth endpoints answer 401 for their own reasons (e.g. an unverified email): never refresh on them. */
export function isAuthEndpoint(url: string): boolean {
  return AUTH_ENDPOINT.test(new URL(url, 'http://localhost').pathname);
}

/**
 * Sends with the stored access token; on a 401 (outside the auth endpoints) renews the
 * session and sends once more with the new token. Otherwise the first answer is returned.
 */
export async function sendAuthorized<R extends { status: number }>(
  url: string,
  send: (accessToken: string | undefined) => Promise<R>,
): Promise<R> {
  const usedToken = clientConfig().store.get()?.accessToken;
  const answer = await send(usedToken);
  if (answer.status !== 401 || isAuthEndpoint(url)) return answer;
  const renewedToken = await renewAccessToken(usedToken);
  return renewedToken === null ? answer : send(renewedToken);
}

/** `fetch` with the bearer header and refresh-and-retry: the transport of the ky instance. */
export function authorizedFetch(input: Input, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return sendAuthorized(request.url, (accessToken) => fetch(withBearer(request.clone(), accessToken)));
}

function withBearer(request: Request, accessToken: string | undefined): Request {
  if (accessToken) request.headers.set('authorization', `Bearer ${accessToken}`);
  else request.headers.delete('authorization');
  return request;
}
