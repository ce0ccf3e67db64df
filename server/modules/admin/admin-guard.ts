import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';

/**
 * Behind requireUser: only administrators pass (403 for anyone else). The guard reads the role
 * from the database on every request, so a demoted administrator loses access at once.
 */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('auth').role !== 'admin') throw forbidden('This needs an administrator account');
    await next();
  };
}
