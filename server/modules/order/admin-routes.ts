import { Hono } from 'hono';
import { resolveDisputeBodySchema } from '../../../contract';
import type { OrderDetailResponse, OrderListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { openDisputes, orderForCaller } from './queries';
import { resolveDispute } from './resolve';

/**
 * /v1/admin/orders/{id}/resolve and /v1/admin/disputes: the dispute queue and decisions.
 * Mounted by the admin module, behind its guard.
 */
export function orderAdminRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .get('/disputes', requirePermission('disputes.read'), async (c) => {
      const body: OrderListResponse = await openDisputes(db, c.get('auth').userId, clock.now());
      return c.json(body);
    })
    .post('/orders/:id/resolve', requirePermission('disputes.decide'), validate('json', resolveDisputeBodySchema), async (c) => {
      const adminId = c.get('auth').userId;
      const applied = await resolveDispute(services, c.req.param('id'), adminId, c.req.valid('json'));
      const body: OrderDetailResponse = { data: await orderForCaller(services, applied.order.id, adminId, true) };
      return c.json(body);
    });
}
