/**
 * One model of a dispute for every kind of escrowed purchase: the buyer opens it (the escrow is
 * frozen), the seller may answer it where the kind lets them, and it is decided once: refunded,
 * released or split, by an administrator or by a rule (an unanswered dispute refunded, an event
 * cancelled). Each kind keeps its disputes in a table of its own; the adapter names the columns
 * that differ (a product dispute keeps photos and the seller's answer).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '../../../contract';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { logSecurityEvent } from '../../security-log';
import type { EscrowSplit } from './split';

/** The columns every kind's dispute table has. */
export type DisputeTable = PgTable & {
  orderId: PgColumn;
  reason: PgColumn;
  openedAt: PgColumn;
  outcome: PgColumn;
  buyerKobo: PgColumn;
  sellerKobo: PgColumn;
  note: PgColumn;
  decidedBy: PgColumn;
  decidedAt: PgColumn;
};

/** A dispute row as every kind stores it. */
export interface DisputeRecord {
  orderId: string;
  reason: string;
  openedAt: Date;
  outcome: DisputeOutcome | null;
  buyerKobo: number | null;
  sellerKobo: number | null;
  note: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}

/** What the buyer says when they open a dispute. */
export interface DisputeClaim {
  reason: string;
  /** The buyer's own private uploads; a kind that keeps no photos ignores them. */
  photoKeys: readonly string[];
}

export interface DisputeAdapter<T extends DisputeTable = DisputeTable> {
  readonly table: T;
  /** The kind's own columns of a dispute as it opens, besides the order, the reason and the time. */
  readonly claimColumns?: (claim: DisputeClaim) => Partial<InferInsertModel<T>>;
}

type RowOf<T extends DisputeTable> = InferSelectModel<T>;

/** Opens the dispute of `orderId` (one per purchase: the table's primary key). */
export async function openDispute<T extends DisputeTable>(
  tx: Database,
  disputes: DisputeAdapter<T>,
  orderId: string,
  claim: DisputeClaim,
  now: Date,
): Promise<RowOf<T> | null> {
  const values = { orderId, reason: claim.reason, ...disputes.claimColumns?.(claim), openedAt: now };
  const [opened] = await tx
    .insert(disputes.table)
    .values(values as never)
    .returning();
  return (opened as RowOf<T> | undefined) ?? null;
}

/** Records how a dispute was decided, by whom (null: by a rule) and with which note. */
export async function decideDispute<T extends DisputeTable>(
  tx: Database,
  disputes: DisputeAdapter<T>,
  orderId: string,
  decision: { outcome: DisputeOutcome; split: EscrowSplit; note: string | null; decidedBy: string | null },
  now: Date,
): Promise<RowOf<T> | null> {
  const [decided] = (await tx
    .update(disputes.table)
    .set({
      outcome: decision.outcome,
      buyerKobo: decision.split.buyerKobo,
      sellerKobo: decision.split.sellerKobo,
      note: decision.note,
      decidedBy: decision.decidedBy,
      decidedAt: now,
    } as never)
    .where(eq(disputes.table.orderId, orderId))
    .returning()) as unknown as RowOf<T>[];
  return decided ?? null;
}

/** The seller's answer, once: null when the dispute was answered already. */
export async function answerDispute<T extends DisputeTable & { answer: PgColumn; answeredAt: PgColumn }>(
  tx: Database,
  disputes: DisputeAdapter<T>,
  orderId: string,
  answer: string,
  now: Date,
): Promise<RowOf<T> | null> {
  const [answered] = (await tx
    .update(disputes.table)
    .set({ answer, answeredAt: now } as never)
    .where(and(eq(disputes.table.orderId, orderId), isNull(disputes.table.answeredAt)))
    .returning()) as unknown as RowOf<T>[];
  return answered ?? null;
}

/** A dispute's decision as the wire shows it to both parties, or null while it is open. */
export function decisionOf(dispute: DisputeRecord) {
  if (!dispute.outcome || !dispute.decidedAt) return null;
  return {
    outcome: dispute.outcome,
    buyerKobo: dispute.buyerKobo ?? 0,
    sellerKobo: dispute.sellerKobo ?? 0,
    note: dispute.note,
    decidedAt: dispute.decidedAt.toISOString(),
  };
}

/**
 * The security log's `admin_decision` for a dispute decided by an administrator, with its author
 * and how they reached it (the API or the admin CLI). `subject` names the kind ('order_dispute'),
 * `record` its id field (`{ orderId }`).
 */
export function logDisputeDecision(
  logger: Logger,
  subject: string,
  record: Record<string, string>,
  decided: { outcome: DisputeOutcome; split: EscrowSplit | null; adminId: string; via: 'api' | 'cli' },
): void {
  const { outcome, split, adminId, via } = decided;
  logSecurityEvent(logger, 'admin_decision', {
    subject,
    ...record,
    decision: outcome,
    buyerKobo: split?.buyerKobo,
    sellerKobo: split?.sellerKobo,
    adminId,
    via,
  });
}
