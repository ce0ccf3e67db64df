import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orderMachine } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { actorFor, afterApplied, applyInTransaction, readOrder } from './apply';
import type { AppliedTransition, OrderCaller } from './apply';
import { orders } from './schema';
import { ruleOrRefusal } from '../escrow/transition';

/** Wrong escrow codes an order accepts before code entry is locked for it. */
export const MAX_HANDOVER_FAILURES = 5;
export const HANDOVER_LOCKED = 'Code entry is locked for this order after 5 wrong codes. Ask the buyer to mark it as delivered.';
export const wrongCodeMessage = (left: number) =>
  `That escrow code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;

/** A new 6-digit escrow code from the system's cryptographic random source. */
export const newEscrowCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Compares two codes in time independent of where they differ. */
function sameCode(expected: string | null, given: string): boolean {
  const a = Buffer.from(expected ?? '------');
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The seller's handover: the buyer's escrow code completes the order and releases the escrow.
 * The order's row is locked while the code is checked, so attempts are judged one at a time:
 * however many arrive together, at most MAX_HANDOVER_FAILURES wrong codes are ever compared. A
 * wrong code's count is committed (it is not undone with the refusal), and the answer is a 422.
 */
export async function handOver(
  services: Pick<Services, 'db' | 'config' | 'clock'>,
  orderId: string,
  caller: OrderCaller,
  code: string,
): Promise<AppliedTransition> {
  const { db, clock } = services;
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const row = await readOrder(tx, orderId, true);
    // Who and when first (404, 403, 409), then the lock, then the code.
    ruleOrRefusal(orderMachine, row.status, 'handover', actorFor(row, caller));
    if (row.handoverFailures >= MAX_HANDOVER_FAILURES) return { applied: null, refused: HANDOVER_LOCKED };
    if (!sameCode(row.escrowCode, code)) {
      const [counted] = await tx
        .update(orders)
        .set({ handoverFailures: sql`${orders.handoverFailures} + 1` })
        .where(eq(orders.id, row.id))
        .returning({ failures: orders.handoverFailures });
      const left = MAX_HANDOVER_FAILURES - (counted?.failures ?? MAX_HANDOVER_FAILURES);
      return { applied: null, refused: left > 0 ? wrongCodeMessage(left) : HANDOVER_LOCKED };
    }
    return { applied: await applyInTransaction(tx, services, row, 'handover', caller, {}, now), refused: '' };
  });
  if (!outcome.applied) throw new ApiError(422, outcome.refused, { code: outcome.refused });
  afterApplied(db, outcome.applied);
  return outcome.applied;
}
