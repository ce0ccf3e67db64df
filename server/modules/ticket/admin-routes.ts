import { Hono } from 'hono';
import { resolveTicketDisputeBodySchema } from '../../../contract';
import type { TicketOrderDetailResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { describeTicketOrder } from './queries';
import { resolveTicketDispute } from './resolve';

/** /v1/admin/ticket-orders/{id}/resolve: an administrator decides a ticket dispute. Mounted behind the admin guard. */
export function ticketAdminRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    '/ticket-orders/:id/resolve',
    requirePermission('disputes.decide'),
    validate('json', resolveTicketDisputeBodySchema),
    async (c) => {
      const adminId = c.get('auth').userId;
      const applied = await resolveTicketDispute(services, c.req.param('id'), adminId, c.req.valid('json'));
      const body: TicketOrderDetailResponse = {
        data: await describeTicketOrder(services, applied.order, { userId: adminId, isAdmin: true }, services.clock.now()),
      };
      return c.json(body);
    },
  );
}
