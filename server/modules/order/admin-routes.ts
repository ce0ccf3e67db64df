import { Hono } from 'hono';
import { resolveDisputeBodySchema } from '../../../contract';
import type { OrderDetailResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { orderForCaller } from './queries';
import { resolveDispute } from './resolve';

/**
 * /v1/admin/orders/{id}/resolve: a product dispute's decision (the dispute desk's
 * /v1/admin/disputes/order/{id}/decision takes the same path, with a reason required). Mounted
 * by the admin module, behind its guard.
 */
export function orderAdminRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    '/orders/:id/resolve',
    requirePermission('disputes.decide'),
    validate('json', resolveDisputeBodySchema),
    async (c) => {
      const adminId = c.get('auth').userId;
      const applied = await resolveDispute(services, c.req.param('id'), adminId, c.req.valid('json'));
      const body: OrderDetailResponse = { data: await orderForCaller(services, applied.order.id, adminId, true) };
      return c.json(body);
    },
  );
}
