import { Hono } from 'hono';
import { devMailQuerySchema } from '../../../contract';
import type { DevMailListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { localCallersOnly } from '../../http/local-callers-only';
import { validate } from '../../http/validate';
import type { Logger } from '../../logger';
import type { DevMailbox } from '../../mail/mailer';

/**
 * GET /v1/dev/mail?to=<email>: one recipient's mails, newest first (demo mode only). It answers
 * callers on this machine only; anyone else gets the same 404 as a route that does not exist.
 */
export function devMailRoutes(mailbox: DevMailbox, logger: Logger) {
  return new Hono<AppEnv>().get(
    '/mail',
    localCallersOnly(logger, 'dev_mailbox_refused'),
    validate('query', devMailQuerySchema),
    (c) => {
      const body: DevMailListResponse = { data: mailbox.list(c.req.valid('query').to) };
      return c.json(body);
    },
  );
}
