/** Public seller profiles, a seller's own listings and a buyer's saved items. */
import * as v from 'valibot';
import { eventCardSchema } from './event';
import { idField, optionalText } from './fields';
import {
  listingImageSchema,
  listingStatuses,
  listingTypeSchema,
  pageEnvelope,
  queryInteger,
  ratingSummarySchema,
  reviewSchema,
  sellerSummarySchema,
} from './listing';
import { productCardSchema } from './product';
import { sellerTrustSchema } from './sellerTrust';

/**
 * GET /v1/sellers/{id}: a KYC-approved seller's public profile; 404 for anyone else. Their
 * listings come from GET /v1/products?seller={id} and GET /v1/events?seller={id}.
 */
export const sellerProfileSchema = v.object({
  ...sellerSummarySchema.entries,
  /** About Me as the seller wrote it (PATCH /v1/user `about`); a brand that has not, its description; else null. */
  about: v.nullable(v.string()),
  rating: ratingSummarySchema,
  productCount: v.number(),
  eventCount: v.number(),
  /** The latest reviews of the seller's products, newest first (at most 10). */
  reviews: v.array(reviewSchema),
  memberSince: v.string(),
  /** What their orders and chats say of them (docs/trust-and-safety.md). */
  trust: sellerTrustSchema,
});
export type SellerProfile = v.InferOutput<typeof sellerProfileSchema>;
export const sellerProfileResponseSchema = v.object({ data: sellerProfileSchema });
export type SellerProfileResponse = v.InferOutput<typeof sellerProfileResponseSchema>;

/**
 * GET /v1/sellers: the directory of KYC-approved sellers (the public /users page). Students who
 * only buy are never listed. Sellers with the most listings first, then by name.
 */
export const sellerDirectoryQuerySchema = v.object({
  search: optionalText('Search', 100),
  university: v.optional(idField('University')),
  sellerType: v.optional(v.picklist(['individual', 'brand'], "Seller type must be 'individual' or 'brand'")),
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, 48),
});
export type SellerDirectoryQuery = v.InferInput<typeof sellerDirectoryQuerySchema>;
export const sellerDirectoryItemSchema = v.object({
  ...sellerSummarySchema.entries,
  rating: ratingSummarySchema,
  productCount: v.number(),
  eventCount: v.number(),
  memberSince: v.string(),
});
export type SellerDirectoryItem = v.InferOutput<typeof sellerDirectoryItemSchema>;
export const sellerDirectoryResponseSchema = pageEnvelope(sellerDirectoryItemSchema);
export type SellerDirectoryResponse = v.InferOutput<typeof sellerDirectoryResponseSchema>;

/** GET /v1/me/listings?type=products|tickets&page=: the caller's listings of every status but archived. */
export const myListingsQuerySchema = v.object({
  type: v.optional(listingTypeSchema, 'products'),
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, 48),
});
export const myListingSchema = v.object({
  id: v.string(),
  type: listingTypeSchema,
  slug: v.string(),
  title: v.string(),
  /** A product's price, an event's cheapest tier. */
  priceKobo: v.number(),
  status: v.picklist(listingStatuses),
  image: v.nullable(listingImageSchema),
  summary: v.string(),
  /** A product's units left; an event's tickets left over all tiers. */
  available: v.number(),
  /** An event's sales and end, so its row needs no second request; null for a product. */
  event: v.nullable(
    v.object({
      /** Tickets sold and offered, over every tier ('Sold 20 of 340'). */
      ticketsSold: v.number(),
      ticketsOffered: v.number(),
      endsAt: v.string(),
      cancelledAt: v.nullable(v.string()),
    }),
  ),
  /** Set when Kampus hid the listing: since when and why (it stays inactive until Kampus restores it). */
  hiddenByKampus: v.optional(v.nullable(v.object({ at: v.string(), reason: v.string() }))),
  updatedAt: v.string(),
});
export type MyListing = v.InferOutput<typeof myListingSchema>;
export const myListingsResponseSchema = pageEnvelope(myListingSchema);
export type MyListingsResponse = v.InferOutput<typeof myListingsResponseSchema>;

/**
 * GET /v1/me/saved: the caller's saved listings, newest save first. A listing that was
 * deactivated or archived stays in the list with its status, so the buyer sees why.
 */
export const savedItemSchema = v.variant('type', [
  v.object({ type: v.literal('products'), savedAt: v.string(), listing: productCardSchema }),
  v.object({ type: v.literal('tickets'), savedAt: v.string(), listing: eventCardSchema }),
]);
export type SavedItem = v.InferOutput<typeof savedItemSchema>;
export const savedListResponseSchema = v.object({ data: v.array(savedItemSchema) });
export type SavedListResponse = v.InferOutput<typeof savedListResponseSchema>;
