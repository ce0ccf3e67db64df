import type { ProposeDisputeBody } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import type { AuditActor } from '../audit/record';
import { recordAudit } from '../audit/record';
import { decidedRefusal } from '../escrow/decision-audit';
import { proposalOf, saveProposal } from '../escrow/proposal';
import { refusalOfDecision, shareEscrow } from '../escrow/split';
import type { EscrowDecision } from '../escrow/split';
import type { DeskKind } from './kinds';
import { disputedPurchase } from './queries';

/** The escrow decision a body names (a split's buyer amount; the others share it by rule). */
export const escrowDecisionOf = (body: ProposeDisputeBody): EscrowDecision =>
  body.outcome === 'split' ? { outcome: 'split', buyerKobo: body.buyerKobo } : { outcome: body.outcome };

/**
 * A staff member proposes how to decide an open dispute (`dispute.propose`, audited with the
 * proposal it replaces): the amounts are worked out as the decision would share the escrow.
 */
export async function proposeDecision(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  kind: DeskKind,
  id: string,
  actor: AuditActor,
  body: ProposeDisputeBody,
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const purchase = await disputedPurchase(tx, kind, id);
    if (purchase.dispute.decidedAt) throw (await decidedRefusal(tx, kind.disputes, id)) ?? new ApiError(409, 'Already decided.');
    const decision = escrowDecisionOf(body);
    const refused = refusalOfDecision(purchase.totalKobo, decision, kind.noun);
    if (refused) throw refused;
    const split = shareEscrow(
      { totalKobo: purchase.totalKobo, subtotalKobo: purchase.feeBaseKobo },
      services.config.platformFeeBps,
      decision,
    );
    const before = await proposalOf(tx, kind.slug, id);
    const saved = await saveProposal(
      tx,
      { kind: kind.slug, orderId: id, outcome: body.outcome, split, reason: body.reason, proposedBy: actor.id },
      now,
    );
    const shape = (row: typeof saved | null) =>
      row && {
        outcome: row.outcome,
        buyerKobo: row.buyerKobo,
        sellerKobo: row.sellerKobo,
        feeKobo: row.feeKobo,
        proposedBy: row.proposedBy,
      };
    await recordAudit(
      tx,
      {
        actor,
        action: 'dispute.propose',
        target: { type: kind.slug, id },
        before: shape(before),
        after: shape(saved),
        reason: body.reason,
      },
      now,
    );
  });
}
