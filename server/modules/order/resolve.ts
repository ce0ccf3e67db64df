import type { DisputeResolver } from '../escrow/resolve-command';
import { recordDecision } from '../disputes/record-decision';
import { afterApplied, applyInTransaction, readOrder } from './apply';
import type { AppliedTransition } from './apply';
import { orderDisputes } from './schema';

/**
 * A staff member's decision on a disputed order (refund, release, or a split by amount), with
 * the reason both parties read, recorded with its author: the dispute's `decided_by`, the order
 * event's actor id, the audit entry (in the same transaction) and the security log's
 * `admin_decision`. A second decision of the same case answers 409 naming who decided it.
 */
export const resolveDispute: DisputeResolver<AppliedTransition> = async (services, orderId, adminId, decision, via = 'api') => {
  const dispute = { kind: 'order', disputes: orderDisputes, orderId, adminId, decision, via } as const;
  const applied = await recordDecision(
    services,
    { ...dispute, log: { subject: 'order_dispute', idKey: 'orderId' } },
    async (tx, decided, now) => {
      const row = await readOrder(tx, orderId);
      const caller = { userId: adminId, isAdmin: true };
      const done = await applyInTransaction(tx, services, row, 'resolve', caller, { decision: decided, note: decided.note }, now);
      return { before: row, applied: done };
    },
  );
  afterApplied(services.db, applied);
  return applied;
};
