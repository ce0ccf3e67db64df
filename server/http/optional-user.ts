import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionUser } from '../modules/auth/session-user';
import type { AppEnv } from './app-env';
import { authenticate } from './auth-guard';
import type { GuardServices } from './auth-guard';

/** The cookie the browser keeps its short-lived access token in (path /, SameSite=Strict). */
export const ACCESS_TOKEN_COOKIE = 'kampus.accessToken';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The access token of a read-only request: `Authorization: Bearer`, or else the access-token
 * cookie, since an image tag cannot send a header. The cookie counts for GET and HEAD only:
 * a browser attaches it by itself, so it must never authorise a change.
 */
export function readAccessToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  if (header !== undefined) return BEARER.exec(header)?.[1];
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
  return getCookie(c, ACCESS_TOKEN_COOKIE) || undefined;
}

/**
 * The signed-in caller, or undefined for an anonymous one (or a bad or expired token, or a
 * revoked session), with the same checks as requireUser: for routes anyone may call that show
 * more to some callers.
 */
export async function optionalUser(c: Context<AppEnv>, services: GuardServices): Promise<SessionUser | undefined> {
  return (await authenticate(services, readAccessToken(c)))?.user;
}
