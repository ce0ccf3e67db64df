import { Hono } from 'hono';
import { devMailQuerySchema } from '../../../contract';
import type { DevMailListResponse } from '../../../contract';
import type { Database } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { localCallersOnly } from '../../http/local-callers-only';
import { validate } from '../../http/validate';
import type { Logger } from '../../logger';
import type { DevMailbox } from './mailbox';
import { databaseDevMailStore } from './store';

/**
 * GET /v1/dev/mail?to=<email>: one recipient's mails, newest first (demo mode only). It answers
 * callers on this machine only; anyone else gets the same 404 as a route that does not exist.
 * The mails are kept in the database, so a code mailed by one server is read through another.
 */
export function devMailRoutes(mailbox: DevMailbox, db: Database, logger: Logger) {
  mailbox.shareThrough(databaseDevMailStore(db));
  return new Hono<AppEnv>().get(
    '/mail',
    localCallersOnly(logger, 'dev_mailbox_refused'),
    validate('query', devMailQuerySchema),
    async (c) => {
      const body: DevMailListResponse = { data: await mailbox.read(c.req.valid('query').to) };
      return c.json(body);
    },
  );
}
