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
