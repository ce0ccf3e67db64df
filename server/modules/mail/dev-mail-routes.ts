import { Hono } from 'hono';
import type { Context } from 'hono';
import { devMailQuerySchema } from '../../../contract';
import type { DevMailListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { isLoopbackAddress, socketAddress } from '../../http/client-address';
import { notFoundHandler } from '../../http/error-handler';
import { validate } from '../../http/validate';
import type { Logger } from '../../logger';
import type { DevMailbox } from '../../mail/mailer';
import { logSecurityEvent } from '../../security-log';

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A caller on this machine: the connection's own address is loopback. Headers can only refuse,
 * never admit: a reverse proxy on this machine connects from loopback for every caller on the
 * internet, and marks what it forwards with these headers.
 */
function isLocalCaller(c: Context<AppEnv>): boolean {
  return isLoopbackAddress(socketAddress(c)) && PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}

/**
 * GET /v1/dev/mail?to=<email>: one recipient's mails, newest first (demo mode only). It answers
 * callers on this machine only; anyone else gets the same 404 as a route that does not exist.
 */
export function devMailRoutes(mailbox: DevMailbox, logger: Logger) {
  return new Hono<AppEnv>().get(
    '/mail',
    async (c, next) => {
      if (isLocalCaller(c)) return next();
      logSecurityEvent(logger, 'dev_mailbox_refused', {
        requestId: c.get('requestId'),
        address: socketAddress(c) ?? 'unknown',
        forwardedFor: c.req.header('x-forwarded-for'),
      });
      return notFoundHandler(c);
    },
    validate('query', devMailQuerySchema),
    (c) => {
      const body: DevMailListResponse = { data: mailbox.list(c.req.valid('query').to) };
      return c.json(body);
    },
  );
}
