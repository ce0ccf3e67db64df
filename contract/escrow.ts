/**
 * What an escrowed purchase (a product order, a ticket order) does with its money, named once:
 * every kind's machine uses these words in its rules' `effects`, and the server implements each
 * once for every kind (`server/modules/escrow/`). A kind adds its own effects for what it sells
 * (a product's stock, an event's tickets).
 * - `capture_to_escrow`: the verified payment (a card's or the wallet's) moves into the escrow;
 * - `refund_buyer`: the whole escrow goes back to the buyer's Kampus wallet;
 * - `release_to_seller`: the escrow goes to the seller, less the platform fee;
 * - `freeze`: a dispute opens, and the escrow stays where it is until it is decided;
 * - `admin_decision`: the escrow goes as an administrator decided: refunded, released, or split
 *   by amount.
 */
export const escrowMoneyEffects = ['capture_to_escrow', 'refund_buyer', 'release_to_seller', 'freeze', 'admin_decision'] as const;
export type EscrowMoneyEffect = (typeof escrowMoneyEffects)[number];

/** How an administrator (or a dispute nobody answered) shares out a disputed escrow. */
export const disputeOutcomes = ['refund', 'release', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/** The platform fee on what the seller sold: `floor(amount × bps / 10000)`, in whole kobo. */
export function platformFeeOf(feeBaseKobo: number, feeBps: number): number {
  return Number((BigInt(feeBaseKobo) * BigInt(feeBps)) / 10_000n);
}

/** Who gets what when an escrow leaves escrow. */
export interface EscrowShares {
  /** Back to the buyer's available balance. */
  buyerKobo: number;
  /** To the seller's available balance, after the fee. */
  sellerKobo: number;
  /** To `platform:fees`. */
  feeKobo: number;
}

export type EscrowDecision = { outcome: 'refund' } | { outcome: 'release' } | { outcome: 'split'; buyerKobo: number };

/**
 * How an escrow (`totalKobo`, all of it) is shared out, given the fee a release would take. The
 * server decides with it and the dispute desk shows it before a decision is sent:
 * - `refund`: everything to the buyer, no fee;
 * - `release`: the total less the fee to the seller;
 * - `split`: `buyerKobo` to the buyer; the rest is the seller's share, and the fee taken from it
 *   is the release fee scaled by that share of the total, rounded down, so a split never costs
 *   the seller more than a release would in proportion.
 */
export function escrowShares(escrow: { totalKobo: number; releaseFeeKobo: number }, decision: EscrowDecision): EscrowShares {
  const { totalKobo: total, releaseFeeKobo: fullFee } = escrow;
  if (decision.outcome === 'refund') return { buyerKobo: total, sellerKobo: 0, feeKobo: 0 };
  if (decision.outcome === 'release') return { buyerKobo: 0, sellerKobo: total - fullFee, feeKobo: fullFee };
  const sellerShare = total - decision.buyerKobo;
  const fee = total === 0 ? 0 : Number((BigInt(fullFee) * BigInt(sellerShare)) / BigInt(total));
  return { buyerKobo: decision.buyerKobo, sellerKobo: sellerShare - fee, feeKobo: fee };
}
