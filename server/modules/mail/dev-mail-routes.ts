import { Hono } from 'hono';
import { devMailQuerySchema } from '../../../contract';
import type { DevMailListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { DevMailbox } from '../../mail/mailer';

/** GET /v1/dev/mail?to=<email>: the development mailbox, newest first. Absent with SMTP. */
export function devMailRoutes(mailbox: DevMailbox) {
  return new Hono<AppEnv>().get('/mail', validate('query', devMailQuerySchema), (c) => {
    const body: DevMailListResponse = { data: mailbox.list(c.req.valid('query').to) };
    return c.json(body);
  });
}
