/** Products: GET/POST /v1/products, GET /v1/products/{slug}, PATCH/DELETE /v1/products/{id}. */
import * as v from 'valibot';
import { body, optionalText, requiredText } from './fields';
import {
  commonListQueryEntries,
  listingImageSchema,
  listingStatuses,
  ratingSummarySchema,
  reviewSchema,
  richTextField,
  searchPageEnvelope,
  sellerSummarySchema,
  uploadedKeyField,
} from './listing';
import { koboField } from './money';
import { sellerTrustSchema } from './sellerTrust';

export const productCategories = ['Gadgets', 'Fashion', 'Home'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productConditions = ['new', 'like_new', 'good', 'fair'] as const;
export type ProductCondition = (typeof productConditions)[number];
export const productConditionLabels: Record<ProductCondition, string> = {
  new: 'Brand new',
  like_new: 'Used - like new',
  good: 'Used - good',
  fair: 'Used - fair',
};

export const PRODUCT_MIN_PHOTOS = 3;
export const PRODUCT_MAX_PHOTOS = 5;
/** Door delivery when the seller does not say otherwise: ₦2,500, 3–7 days. */
export const DEFAULT_DOOR_DELIVERY = { feeKobo: 250_000, minDays: 3, maxDays: 7 } as const;

export const doorDeliverySchema = v.object({ feeKobo: v.number(), minDays: v.number(), maxDays: v.number() });
/** How a buyer can get the product: pickup on campus (free) and/or door delivery. */
export const deliveryOptionsSchema = v.object({ pickup: v.boolean(), door: v.nullable(doorDeliverySchema) });
export type DeliveryOptions = v.InferOutput<typeof deliveryOptionsSchema>;

/** A product as a card shows it (explore, featured, related, saved, a seller's profile). */
export const productCardSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  /** The description as plain text, cut to about 160 characters. */
  summary: v.string(),
  category: v.picklist(productCategories),
  priceKobo: v.number(),
  unitsAvailable: v.number(),
  image: v.nullable(listingImageSchema),
  rating: ratingSummarySchema,
  seller: sellerSummarySchema,
  status: v.picklist(listingStatuses),
});
export type ProductCard = v.InferOutput<typeof productCardSchema>;

/** GET /v1/products/{slug}. An old slug answers 301 to the current one. */
export const productDetailSchema = v.object({
  ...productCardSchema.entries,
  descriptionHtml: v.string(),
  condition: v.picklist(productConditions),
  brand: v.nullable(v.string()),
  /** In the seller's order; the first is the cover (the card's `image`). */
  images: v.array(listingImageSchema),
  campusOnly: v.boolean(),
  delivery: deliveryOptionsSchema,
  /** The latest reviews, newest first (at most 10); `rating.count` is the total. */
  reviews: v.array(reviewSchema),
  /** The seller's trust figures, as their profile shows them (Seller Info). */
  sellerTrust: sellerTrustSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;
/**
 * After a create or an edit whose words name a prohibited item (contract/prohibitedItems.ts),
 * `message` is LISTING_HELD_FOR_REVIEW: the listing is held for review, not live.
 */
export const productDetailResponseSchema = v.object({ data: productDetailSchema, message: v.optional(v.string()) });
export type ProductDetailResponse = v.InferOutput<typeof productDetailResponseSchema>;

/**
 * GET /v1/products: active products only. `ids` (comma-separated, at most 12) fetches given
 * products in that order (recently viewed); `exclude` leaves one out (related items).
 */
export const productListQuerySchema = v.object({
  ...commonListQueryEntries,
  category: v.optional(v.picklist(productCategories, 'Category must be Gadgets, Fashion or Home')),
  ids: v.optional(
    v.pipe(
      v.string('Ids must be at most 12 ids separated by commas'),
      v.maxLength(12 * 37, 'Ids must be at most 12 ids separated by commas'),
      v.regex(/^[\w-]+(,[\w-]+){0,11}$/, 'Ids must be at most 12 ids separated by commas'),
    ),
  ),
  exclude: v.optional(v.pipe(v.string('Exclude must be a product id'), v.uuid('Exclude must be a product id'))),
});
export type ProductListQuery = v.InferInput<typeof productListQuerySchema>;
export const productListResponseSchema = searchPageEnvelope(productCardSchema);
export type ProductListResponse = v.InferOutput<typeof productListResponseSchema>;

const doorDeliveryBody = v.object({
  feeKobo: koboField('Delivery fee'),
  minDays: v.pipe(v.number('Delivery days must be a number'), v.integer(), v.minValue(0), v.maxValue(60)),
  maxDays: v.pipe(v.number('Delivery days must be a number'), v.integer(), v.minValue(0), v.maxValue(60)),
});

/** POST /v1/products -> 201 productDetailResponse. KYC-approved sellers only (403). */
export const createProductBodySchema = body({
  title: requiredText('Product name', 120),
  category: v.picklist(productCategories, 'Category must be Gadgets, Fashion or Home'),
  descriptionHtml: richTextField('Description'),
  unitsAvailable: v.pipe(
    v.number('Number of units available must be a number'),
    v.integer('Number of units available must be a whole number'),
    v.minValue(1, 'Number of units available must be at least 1'),
    v.maxValue(100_000, 'Number of units available must be at most 100000'),
  ),
  condition: v.picklist(productConditions, 'Condition must be chosen from the list'),
  priceKobo: v.pipe(
    koboField('Price'),
    v.check((kobo) => kobo > 0, 'Price must be more than zero'),
  ),
  brand: optionalText('Brand', 60),
  campusOnly: v.boolean('Available to your campus students only must be yes or no'),
  /** The photos in the seller's order: stored and shown in this order, the first is the cover. */
  imageKeys: v.pipe(
    v.array(uploadedKeyField('Photo'), 'Photos must be a list of uploaded files'),
    v.minLength(PRODUCT_MIN_PHOTOS, `Add at least ${PRODUCT_MIN_PHOTOS} photos`),
    v.maxLength(PRODUCT_MAX_PHOTOS, `Add at most ${PRODUCT_MAX_PHOTOS} photos`),
    v.check((keys) => new Set(keys).size === keys.length, 'Each photo can be added only once'),
  ),
  delivery: v.optional(
    v.pipe(
      v.object({ pickup: v.boolean(), door: v.nullable(doorDeliveryBody) }),
      v.check((d) => d.pickup || d.door !== null, 'Offer pickup, door delivery or both'),
    ),
  ),
});
export type CreateProductBody = v.InferInput<typeof createProductBodySchema>;

/** PATCH /v1/products/{id}: any field of the create body, and the status (active or inactive). */
export const updateProductBodySchema = v.object({
  ...v.partial(createProductBodySchema).entries,
  status: v.optional(v.picklist(['active', 'inactive'], "Status must be 'active' or 'inactive'")),
});
export type UpdateProductBody = v.InferInput<typeof updateProductBodySchema>;
