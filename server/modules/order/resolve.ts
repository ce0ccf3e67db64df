import { logDisputeDecision } from '../escrow/dispute';
import type { DisputeResolver } from '../escrow/resolve-command';
import { applyTransition } from './apply';
import type { AppliedTransition } from './apply';

/**
 * An administrator's decision on a disputed order (refund, release, or a split by amount),
 * recorded with its author: the dispute's `decided_by`, the order event's actor id, and the
 * security log's `admin_decision`.
 */
export const resolveDispute: DisputeResolver<AppliedTransition> = async (services, orderId, adminId, decision, via = 'api') => {
  const applied = await applyTransition(
    services,
    orderId,
    'resolve',
    { userId: adminId, isAdmin: true },
    { decision: { ...decision, note: decision.note ?? null } },
    services.clock.now(),
  );
  logDisputeDecision(
    services.logger,
    'order_dispute',
    { orderId },
    { outcome: decision.outcome, split: applied.split, adminId, via },
  );
  return applied;
};
