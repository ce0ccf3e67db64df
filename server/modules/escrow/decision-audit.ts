/**
 * A staff member's decision of a dispute, for every kind: its audit entry (written in the
 * decision's transaction) and the 409 that names who decided first when a second decision of
 * the same case arrives.
 */
import { eq } from 'drizzle-orm';
import type { DisputeKind, DisputeOutcome } from '../../../contract';
import { formatDateTime } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit } from '../audit/record';
import { users } from '../user/schema';
import type { DisputeTable } from './dispute';
import type { EscrowSplit } from './split';

/** `Decided by ada@kampus.ng at Sat, 28 Nov 2026, 10:42.` (a rule's decision: "automatically"). */
export function alreadyDecided(decidedBy: string | null, decidedAt: Date): ApiError {
  const who = decidedBy ? `by ${decidedBy}` : 'automatically';
  return new ApiError(409, `Decided ${who} at ${formatDateTime(decidedAt)}.`, {
    decidedBy: decidedBy ?? '',
    decidedAt: decidedAt.toISOString(),
  });
}

/** The 409 naming who decided this dispute, or null while it is open (or there is none). */
export async function decidedRefusal(db: Database, disputes: DisputeTable, orderId: string): Promise<ApiError | null> {
  const table = disputes as DisputeTable & { decidedBy: typeof users.id };
  const [row] = (await db
    .select({ decidedAt: table.decidedAt, email: users.email })
    .from(table)
    .leftJoin(users, eq(users.id, table.decidedBy))
    .where(eq(table.orderId, orderId))) as { decidedAt: Date | null; email: string | null }[];
  return row?.decidedAt ? alreadyDecided(row.email, row.decidedAt) : null;
}

/**
 * Runs a decision; when it is refused with a 409 because the dispute was decided meanwhile (by
 * another staff member at the same moment, or before), the 409 names who decided it and when.
 */
export async function namingWhoDecided<T>(db: Database, disputes: DisputeTable, orderId: string, decide: () => Promise<T>) {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw (await decidedRefusal(db, disputes, orderId)) ?? error;
    throw error;
  }
}

/** `dispute.refund`, `dispute.release`, `dispute.split`: who decided, the escrow before and where it went. */
export async function auditDisputeDecision(
  tx: Database,
  decision: {
    kind: DisputeKind;
    orderId: string;
    adminId: string;
    outcome: DisputeOutcome;
    split: EscrowSplit | null;
    reason: string | null;
    before: { status: string; escrowKobo: number };
    after: { status: string };
  },
  now: Date,
): Promise<void> {
  const [actor] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, decision.adminId));
  await recordAudit(
    tx,
    {
      actor: actor ?? null,
      action: `dispute.${decision.outcome}`,
      target: { type: decision.kind, id: decision.orderId },
      before: decision.before,
      after: {
        status: decision.after.status,
        outcome: decision.outcome,
        buyerKobo: decision.split?.buyerKobo ?? 0,
        sellerKobo: decision.split?.sellerKobo ?? 0,
        feeKobo: decision.split?.feeKobo ?? 0,
        escrowKobo: 0,
      },
      reason: decision.reason,
    },
    now,
  );
}
