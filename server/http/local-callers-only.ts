import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { logSecurityEvent } from '../security-log';
import type { SecurityEvent } from '../security-log';
import type { AppEnv } from './app-env';
import { isLocalCaller, socketAddress } from './client-address';
import { notFoundHandler } from './error-handler';

/**
 * For development routes (the mailbox, the payment sandbox's controls): only a caller on this
 * machine gets through (`isLocalCaller`). Anyone else gets the same 404 as a route that does not
 * exist, and the refusal is logged as `event`.
 */
export function localCallersOnly(logger: Logger, event: SecurityEvent): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isLocalCaller(c)) return next();
    logSecurityEvent(logger, event, {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      address: socketAddress(c) ?? 'unknown',
      forwardedFor: c.req.header('x-forwarded-for'),
    });
    return notFoundHandler(c);
  };
}
