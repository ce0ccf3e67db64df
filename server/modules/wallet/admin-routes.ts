import { Hono } from 'hono';
import { adminPayoutListQuerySchema, payoutDecisionBodySchema } from '../../../contract';
import type { AdminPayoutListResponse, AdminPayoutResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { requirePermission, staffActor } from '../staff/guard';
import { decidePayout, listPayouts } from './admin-payouts';

/** /v1/admin/payouts: withdrawals by status, and retrying or returning a failed or reversed one. */
export function payoutAdminRoutes(services: Services) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/', requirePermission('payouts.read'), validate('query', adminPayoutListQuerySchema), async (c) => {
      const body: AdminPayoutListResponse = { data: await listPayouts(db, c.req.valid('query').status) };
      return c.json(body);
    })
    .post('/:id/retry', requirePermission('payouts.act'), validate('json', payoutDecisionBodySchema), async (c) => {
      const { reason } = c.req.valid('json');
      const body: AdminPayoutResponse = {
        data: await decidePayout(services, c.req.param('id'), 'retried', reason, staffActor(c)),
      };
      return c.json(body);
    })
    .post('/:id/return', requirePermission('payouts.act'), validate('json', payoutDecisionBodySchema), async (c) => {
      const { reason } = c.req.valid('json');
      const body: AdminPayoutResponse = {
        data: await decidePayout(services, c.req.param('id'), 'returned', reason, staffActor(c)),
      };
      return c.json(body);
    });
}
