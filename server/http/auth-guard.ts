import type { MiddlewareHandler } from 'hono';
import type { AccessClaims, AccessTokens } from '../crypto/access-token';
import type { SessionUser, SessionUserLoader } from '../modules/auth/session-user';
import { unauthorized } from './api-error';
import type { AppEnv } from './app-env';

export interface GuardServices {
  accessTokens: AccessTokens;
  sessionUsers: SessionUserLoader;
}

/** The caller behind an access token, or undefined (bad or expired token, revoked session, deleted user). */
export async function authenticate(
  services: GuardServices,
  token: string | undefined,
): Promise<{ auth: AccessClaims; user: SessionUser } | undefined> {
  const claims = token ? await services.accessTokens.read(token) : undefined;
  const user = claims ? await services.sessionUsers(claims.userId, claims.sessionId) : undefined;
  return claims && user ? { auth: { ...claims, role: user.role }, user } : undefined;
}

/**
 * Requires `Authorization: Bearer <access token>` whose session is not revoked and whose user
 * still exists (one indexed query), so logout, password change and reset end a token at
 * once. Sets `auth` (with the role as stored now) and `user` for the handlers behind it.
 */
export function requireUser(services: GuardServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const caller = await authenticate(services, match?.[1]);
    if (!caller) throw unauthorized();
    c.set('auth', caller.auth);
    c.set('user', caller.user);
    await next();
  };
}
