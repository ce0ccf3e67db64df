/**
 * How an escrow is shared out when it leaves escrow, for every kind of escrowed purchase: the
 * arithmetic of a refund, a release less the platform fee, and an administrator's split by
 * amount, and which decisions an escrow admits.
 */
import { escrowShares, platformFeeOf } from '../../../contract';
import type { EscrowDecision, Kobo } from '../../../contract';
import { ApiError, invalidField } from '../../http/api-error';

export { platformFeeOf };
export type { EscrowDecision };

export interface EscrowSplit {
  /** Back to the buyer's available balance. */
  buyerKobo: Kobo;
  /** To the seller's available balance, after the fee. */
  sellerKobo: Kobo;
  /** To `platform:fees`. */
  feeKobo: Kobo;
}

/** An administrator's decision, with the note it is recorded with. */
export type ResolveDecision = EscrowDecision & { note?: string | null };

/**
 * How an escrow (`totalKobo`, all of it) is shared out when it leaves escrow (see the
 * contract's `escrowShares`). `subtotalKobo` is what the fee is taken on: a product order's item
 * subtotal (its delivery fee goes to the seller whole), a ticket order's whole total.
 */
export function shareEscrow(
  escrow: { totalKobo: number; subtotalKobo: number },
  feeBps: number,
  decision: EscrowDecision,
): EscrowSplit {
  return escrowShares(
    { totalKobo: escrow.totalKobo, releaseFeeKobo: platformFeeOf(escrow.subtotalKobo, feeBps) },
    decision,
  ) as EscrowSplit;
}

/**
 * The 400/422 refusing an administrator's decision on an escrow of `totalKobo`, or null when it
 * fits: a split must leave the seller something (to give the buyer everything is a refund), and a
 * free purchase has nothing to split. `noun` names the purchase in the message ('ticket order').
 */
export function refusalOfDecision(totalKobo: number, decision: EscrowDecision | undefined, noun: string): ApiError | null {
  if (!decision) return invalidField('outcome', "Outcome must be 'refund', 'release' or 'split'");
  if (decision.outcome !== 'split') return null;
  if (totalKobo === 0)
    return new ApiError(422, `This ${noun} was free: there is no money to split; refund or release it.`, {
      outcome: 'A free order cannot be split',
    });
  if (decision.buyerKobo >= totalKobo)
    return new ApiError(
      422,
      `Buyer amount must be less than the escrow total of ${totalKobo} kobo; to give the buyer everything, refund.`,
      { buyerKobo: `Buyer amount must be less than ${totalKobo} kobo` },
    );
  return null;
}
