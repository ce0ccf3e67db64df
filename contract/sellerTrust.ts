/** A seller's trust figures (docs/trust-and-safety.md), as the profile and the product page read them. */
import * as v from 'valibot';

/**
 * A seller's trust figures, computed from their orders and chats: on the seller's profile
 * (GET /v1/sellers/{id} `trust`) and the product page (GET /v1/products/{slug} `sellerTrust`).
 */
export const sellerTrustSchema = v.object({
  memberSince: v.string(),
  /** KYC approved as a student or a brand. */
  verifiedStudent: v.boolean(),
  /** Product and ticket orders completed as the seller. */
  completedOrders: v.number(),
  /** The median minutes from a buyer's first message to the seller's first reply; null before any reply. */
  medianFirstReplyMinutes: v.nullable(v.number()),
  /**
   * Share (0–1) of the orders due for delivery that were delivered (marked arrived or handed over)
   * by the time promised at acceptance; an order the buyer cancelled for being late counts as late.
   * Null before any.
   */
  onTimeDeliveryRate: v.nullable(v.number()),
  /** Average stars and how many reviews (average 0 while count is 0). */
  rating: v.object({ average: v.number(), count: v.number() }),
});
export type SellerTrust = v.InferOutput<typeof sellerTrustSchema>;
