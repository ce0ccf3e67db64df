import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TokenPairResponse } from '../../../contract';
import type { ServerConfig } from '../../config';
import { forbidden } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import type { IssuedSession } from './sessions';

export const REFRESH_COOKIE = 'kampus.refreshToken';
/** Only the auth routes ever receive the cookie. */
const REFRESH_COOKIE_PATH = '/v1/auth';
/** A remembered browser session: half a day from its last refresh. */
export const REMEMBERED_COOKIE_SECONDS = 12 * 60 * 60;

type AuthContext = Context<AppEnv>;

/**
 * Browsers send Sec-Fetch-Site with every request, and page script can neither set nor remove
 * it: such callers get the refresh token as an HttpOnly cookie instead of in the body.
 */
export function isBrowser(c: AuthContext): boolean {
  return c.req.header('sec-fetch-site') !== undefined;
}

function servedOverHttps(c: AuthContext, config: ServerConfig): boolean {
  if (config.publicOrigin?.startsWith('https:')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function readRefreshCookie(c: AuthContext): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

function writeRefreshCookie(c: AuthContext, config: ServerConfig, value: string, maxAge: number | undefined): void {
  setCookie(c, REFRESH_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    secure: servedOverHttps(c, config),
    // Without Max-Age the cookie ends with the browser.
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

export function clearRefreshCookie(c: AuthContext, config: ServerConfig): void {
  writeRefreshCookie(c, config, '', 0);
}

/**
 * A request that presents the cookie and says where it comes from (Origin) must come from
 * Kampus itself: PUBLIC_ORIGIN or the host it was sent to. SameSite=Strict already keeps
 * the cookie off cross-site requests; this is the second lock.
 */
export function assertOwnOrigin(c: AuthContext, config: ServerConfig): void {
  const origin = c.req.header('origin');
  if (origin === undefined || origin === config.publicOrigin) return;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== undefined && originHost === new URL(c.req.url).host) return;
  throw forbidden('This request must come from the Kampus website.');
}

/**
 * The answer for a new or rotated session: the refresh token into the cookie (kept for half a
 * day when the login asked to be remembered, else until the browser closes) and out of the
 * body, or into the body and no cookie.
 */
export function sessionResponse(
  c: AuthContext,
  config: ServerConfig,
  session: IssuedSession,
  delivery: 'cookie' | 'body',
): TokenPairResponse {
  const { accessToken, refreshToken, expiresIn } = session;
  if (delivery === 'body') return { data: { accessToken, refreshToken, expiresIn } };
  writeRefreshCookie(c, config, refreshToken, session.persistent ? REMEMBERED_COOKIE_SECONDS : undefined);
  return { data: { accessToken, expiresIn } };
}
