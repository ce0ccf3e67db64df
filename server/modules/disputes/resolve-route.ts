import { Hono } from 'hono';
import { resolveDisputeBodySchema } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import type { DisputeResolver } from '../escrow/resolve-command';
import type { EscrowSplit } from '../escrow/split';
import { requirePermission } from '../staff/guard';

/**
 * `POST /{purchases}/{id}/resolve`: a kind's dispute decided by an administrator, answered with
 * the purchase as the administrator sees it afterwards. Mounted behind the admin guard.
 */
export function resolveRoute<Applied extends { split: EscrowSplit | null }, Detail>(
  services: Services,
  purchases: 'orders' | 'ticket-orders',
  resolve: DisputeResolver<Applied>,
  detail: (applied: Applied, adminId: string) => Promise<Detail>,
) {
  return new Hono<AppEnv>().post(
    `/${purchases}/:id/resolve`,
    requirePermission('disputes.decide'),
    validate('json', resolveDisputeBodySchema),
    async (c) => {
      const adminId = c.get('auth').userId;
      const applied = await resolve(services, c.req.param('id'), adminId, c.req.valid('json'));
      return c.json({ data: await detail(applied, adminId) });
    },
  );
}
