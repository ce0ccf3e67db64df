import { and, eq } from 'drizzle-orm';
import type { ResolveDisputeBody } from '../../../contract';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { logSecurityEvent } from '../../security-log';
import { users } from '../user/schema';
import { applyTransition } from './apply';
import type { AppliedTransition } from './apply';

/**
 * An administrator's decision on a disputed order (refund, release, or a split by amount),
 * recorded with its author: the dispute's `decided_by`, the order event's actor id, and the
 * security log's `admin_decision`.
 */
export async function resolveDispute(
  services: Pick<Services, 'db' | 'config' | 'clock' | 'logger'>,
  orderId: string,
  adminId: string,
  decision: ResolveDisputeBody,
  via: 'api' | 'cli' = 'api',
): Promise<AppliedTransition> {
  const applied = await applyTransition(
    services,
    orderId,
    'resolve',
    { userId: adminId, isAdmin: true },
    { decision: { ...decision, note: decision.note ?? null } },
    services.clock.now(),
  );
  logSecurityEvent(services.logger, 'admin_decision', {
    subject: 'order_dispute',
    orderId,
    decision: decision.outcome,
    buyerKobo: applied.split?.buyerKobo,
    sellerKobo: applied.split?.sellerKobo,
    adminId,
    via,
  });
  return applied;
}

/** The administrator account with this e-mail (the CLI's `--by`), or a 400. */
export async function adminIdByEmail(services: Pick<Services, 'db'>, email: string): Promise<string> {
  const [admin] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'admin')));
  if (!admin) throw badRequest(`No administrator has the e-mail ${email}`);
  return admin.id;
}
