/** The desk's proposed decision of a dispute, one per purchase (a new one replaces the last). */
import { and, eq } from 'drizzle-orm';
import type { DisputeKind, DisputeOutcome } from '../../../contract';
import type { Database } from '../../db/database';
import { disputeProposals } from './schema';
import type { EscrowSplit } from './split';

export type DisputeProposalRow = typeof disputeProposals.$inferSelect;

export async function saveProposal(
  tx: Database,
  proposal: {
    kind: DisputeKind;
    orderId: string;
    outcome: DisputeOutcome;
    split: EscrowSplit;
    reason: string;
    proposedBy: string;
  },
  now: Date,
): Promise<DisputeProposalRow> {
  const values = {
    outcome: proposal.outcome,
    buyerKobo: proposal.split.buyerKobo,
    sellerKobo: proposal.split.sellerKobo,
    feeKobo: proposal.split.feeKobo,
    reason: proposal.reason,
    proposedBy: proposal.proposedBy,
    proposedAt: now,
  };
  const [row] = await tx
    .insert(disputeProposals)
    .values({ kind: proposal.kind, orderId: proposal.orderId, ...values })
    .onConflictDoUpdate({ target: [disputeProposals.kind, disputeProposals.orderId], set: values })
    .returning();
  if (!row) throw new Error('dispute proposal not written');
  return row;
}

export async function proposalOf(db: Database, kind: DisputeKind, orderId: string): Promise<DisputeProposalRow | null> {
  const [row] = await db
    .select()
    .from(disputeProposals)
    .where(and(eq(disputeProposals.kind, kind), eq(disputeProposals.orderId, orderId)));
  return row ?? null;
}
