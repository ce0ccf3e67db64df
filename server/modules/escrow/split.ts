/**
 * How an escrow is shared out when it leaves escrow, for every kind of escrowed purchase: the
 * arithmetic of a refund, a release less the platform fee, and an administrator's split by
 * amount, and which decisions an escrow admits.
 */
import type { Kobo } from '../../../contract';
import { ApiError, invalidField } from '../../http/api-error';

/** The platform fee on what the seller sold: `floor(amount × bps / 10000)`, in whole kobo. */
export function platformFeeOf(feeBaseKobo: number, feeBps: number): Kobo {
  return Number((BigInt(feeBaseKobo) * BigInt(feeBps)) / 10_000n) as Kobo;
}

export interface EscrowSplit {
  /** Back to the buyer's available balance. */
  buyerKobo: Kobo;
  /** To the seller's available balance, after the fee. */
  sellerKobo: Kobo;
  /** To `platform:fees`. */
  feeKobo: Kobo;
}

export type EscrowDecision = { outcome: 'refund' } | { outcome: 'release' } | { outcome: 'split'; buyerKobo: number };

/** An administrator's decision, with the note it is recorded with. */
export type ResolveDecision = EscrowDecision & { note?: string | null };

/**
 * How an escrow (`totalKobo`, all of it) is shared out when it leaves escrow. `subtotalKobo` is
 * what the fee is taken on: a product order's item subtotal (its delivery fee goes to the seller
 * whole), a ticket order's whole total.
 * - `refund`: everything to the buyer, no fee;
 * - `release`: the total less the fee to the seller;
 * - `split`: `buyerKobo` to the buyer; the rest is the seller's share, and the fee taken from it
 *   is the full release fee scaled by that share of the total, rounded down, so a split never
 *   costs the seller more than a release would in proportion.
 */
export function shareEscrow(
  escrow: { totalKobo: number; subtotalKobo: number },
  feeBps: number,
  decision: EscrowDecision,
): EscrowSplit {
  const total = escrow.totalKobo;
  const fullFee = platformFeeOf(escrow.subtotalKobo, feeBps);
  if (decision.outcome === 'refund') return { buyerKobo: total as Kobo, sellerKobo: 0 as Kobo, feeKobo: 0 as Kobo };
  if (decision.outcome === 'release') return { buyerKobo: 0 as Kobo, sellerKobo: (total - fullFee) as Kobo, feeKobo: fullFee };
  const sellerShare = total - decision.buyerKobo;
  const fee = Number((BigInt(fullFee) * BigInt(sellerShare)) / BigInt(total));
  return { buyerKobo: decision.buyerKobo as Kobo, sellerKobo: (sellerShare - fee) as Kobo, feeKobo: fee as Kobo };
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
