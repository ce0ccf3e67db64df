import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Gives every request an id of the server's own making, in the logs and in X-Request-Id. An
 * incoming X-Request-Id is ignored: a client could otherwise pick ids that collide with other
 * people's requests in the logs, or plant text in them.
 */
export function serverRequestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };
}
