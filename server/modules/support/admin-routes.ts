import { Hono } from 'hono';
import { adminSupportListQuerySchema, supportReplyBodySchema } from '../../../contract';
import type { AdminSupportListResponse, AdminSupportRequestResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { listSupportInbox, replyToSupportRequest, setSupportRequestStatus, supportRequestDetail } from './inbox';
import { sendPendingSupportReplies } from './reply-outbox';

/**
 * /v1/admin/support: the inbox (`support.read`), replies by e-mail, close and reopen
 * (`support.reply`), each audited. Actions answer the request as it is now.
 */
export function supportAdminRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .get('/', requirePermission('support.read'), validate('query', adminSupportListQuerySchema), async (c) => {
      const body: AdminSupportListResponse = { data: await listSupportInbox(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .get('/:id', requirePermission('support.read'), async (c) => {
      const body: AdminSupportRequestResponse = { data: await supportRequestDetail(db, c.req.param('id')) };
      return c.json(body);
    })
    .post('/:id/replies', requirePermission('support.reply'), validate('json', supportReplyBodySchema), async (c) => {
      const id = c.req.param('id');
      await replyToSupportRequest(db, id, c.req.valid('json').text, staffActor(c), clock.now());
      // Mailed at once; the outbox's job sends it later if this try fails.
      services.tasks.run('support reply: send', () => sendPendingSupportReplies(services));
      const body: AdminSupportRequestResponse = { data: await supportRequestDetail(db, id) };
      return c.json(body, 201);
    })
    .post('/:id/close', requirePermission('support.reply'), async (c) => {
      const id = c.req.param('id');
      await setSupportRequestStatus(db, id, 'closed', staffActor(c), clock.now());
      const body: AdminSupportRequestResponse = { data: await supportRequestDetail(db, id) };
      return c.json(body);
    })
    .post('/:id/reopen', requirePermission('support.reply'), async (c) => {
      const id = c.req.param('id');
      await setSupportRequestStatus(db, id, 'open', staffActor(c), clock.now());
      const body: AdminSupportRequestResponse = { data: await supportRequestDetail(db, id) };
      return c.json(body);
    });
}
