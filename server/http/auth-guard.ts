import type { MiddlewareHandler } from 'hono';
import type { AccessTokens } from '../crypto/access-token';
import { unauthorized } from './api-error';
import type { AppEnv } from './app-env';

/** Requires `Authorization: Bearer <access token>`; sets `auth` for the handlers behind it. */
export function requireUser(accessTokens: AccessTokens): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const claims = match?.[1] ? await accessTokens.read(match[1]) : undefined;
    if (!claims) throw unauthorized();
    c.set('auth', claims);
    await next();
  };
}
