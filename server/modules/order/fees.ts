import type { Kobo } from '../../../contract';

/** The platform fee on an item subtotal: `floor(subtotal × bps / 10000)`, in whole kobo. */
export function platformFeeOf(subtotalKobo: number, feeBps: number): Kobo {
  return Number((BigInt(subtotalKobo) * BigInt(feeBps)) / 10_000n) as Kobo;
}

export interface EscrowSplit {
  /** Back to the buyer's available balance. */
  buyerKobo: Kobo;
  /** To the seller's available balance, after the fee. */
  sellerKobo: Kobo;
  /** To `platform:fees`. */
  feeKobo: Kobo;
}

/**
 * How an order's escrow (`totalKobo`, all of it) is shared out when it leaves escrow:
 * - `refund`: everything to the buyer, no fee;
 * - `release`: the total less the fee to the seller (the delivery fee goes to the seller whole);
 * - `split`: `buyerKobo` to the buyer; the rest is the seller's share, and the fee taken from it
 *   is the full release fee scaled by that share of the total, rounded down, so a split never
 *   costs the seller more than a release would in proportion.
 */
export function shareEscrow(
  order: { totalKobo: number; subtotalKobo: number },
  feeBps: number,
  decision: { outcome: 'refund' } | { outcome: 'release' } | { outcome: 'split'; buyerKobo: number },
): EscrowSplit {
  const total = order.totalKobo;
  const fullFee = platformFeeOf(order.subtotalKobo, feeBps);
  if (decision.outcome === 'refund') return { buyerKobo: total as Kobo, sellerKobo: 0 as Kobo, feeKobo: 0 as Kobo };
  if (decision.outcome === 'release') return { buyerKobo: 0 as Kobo, sellerKobo: (total - fullFee) as Kobo, feeKobo: fullFee };
  const sellerShare = total - decision.buyerKobo;
  const fee = Number((BigInt(fullFee) * BigInt(sellerShare)) / BigInt(total));
  return { buyerKobo: decision.buyerKobo as Kobo, sellerKobo: (sellerShare - fee) as Kobo, feeKobo: fee as Kobo };
}
