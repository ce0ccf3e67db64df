import { auditDisputeDecision, namingWhoDecided } from '../escrow/decision-audit';
import { logDisputeDecision } from '../escrow/dispute';
import type { DisputeResolver } from '../escrow/resolve-command';
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
  const now = services.clock.now();
  const note = decision.note ?? null;
  const applied = await namingWhoDecided(services.db, orderDisputes, orderId, () =>
    services.db.transaction(async (tx) => {
      const row = await readOrder(tx, orderId);
      const done = await applyInTransaction(
        tx,
        services,
        row,
        'resolve',
        { userId: adminId, isAdmin: true },
        { decision: { ...decision, note }, note },
        now,
      );
      await auditDisputeDecision(
        tx,
        {
          kind: 'order',
          orderId,
          adminId,
          outcome: decision.outcome,
          split: done.split,
          reason: note,
          before: { status: row.status, escrowKobo: row.totalKobo },
          after: { status: done.order.status },
        },
        now,
      );
      return done;
    }),
  );
  afterApplied(services.db, applied);
  logDisputeDecision(
    services.logger,
    'order_dispute',
    { orderId },
    { outcome: decision.outcome, split: applied.split, adminId, via },
  );
  return applied;
};
