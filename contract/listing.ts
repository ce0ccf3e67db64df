/**
 * What products and events share on the wire: photos in several widths, ratings, the seller
 * on a card, pages of results, listing status and the rich-text description.
 */
import * as v from 'valibot';
import { accountTypes } from './kyc';
import { profilePhotoSchema } from './user';
import { idField, optionalText } from './fields';
import { multiLineProblem, normalizeLineBreaks } from './textRules';

/** A listing is a product or an event; URLs and toggles say 'products' or 'tickets'. */
export const listingTypes = ['products', 'tickets'] as const;
export type ListingType = (typeof listingTypes)[number];
export const listingTypeSchema = v.picklist(listingTypes, "Type must be 'products' or 'tickets'");

/** active: listed; inactive: hidden by its seller; archived: deleted while it had orders. */
export const listingStatuses = ['active', 'inactive', 'archived'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** The widths (px) every listing photo is re-encoded to, as WebP. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** One re-encoded size of a photo. */
export const imageVariantSchema = v.object({ width: v.number(), url: v.string() });

/**
 * A listing photo: `url` is the middle width; `variants` every width, for `srcset`. `width`
 * and `height` are the largest variant's, so a page can reserve the photo's box.
 */
export const listingImageSchema = v.object({
  key: v.string(),
  url: v.string(),
  width: v.number(),
  height: v.number(),
  alt: v.string(),
  variants: v.array(imageVariantSchema),
});
export type ListingImage = v.InferOutput<typeof listingImageSchema>;

/** Average of the reviews (null when there are none) and their count. */
export const ratingSummarySchema = v.object({ average: v.nullable(v.number()), count: v.number() });
export type RatingSummary = v.InferOutput<typeof ratingSummarySchema>;

export const sellerTypeSchema = v.picklist(accountTypes, "Seller type must be 'individual' or 'brand'");

/** The seller as a card or a detail page names them. */
export const sellerSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  sellerType: sellerTypeSchema,
  /** Their campus: the university of their approved KYC, else of their profile. */
  university: v.nullable(v.string()),
  /** The seller's profile photo, or null for their initials. */
  avatar: v.nullable(profilePhotoSchema),
  /** Their identity is checked: their KYC is approved. */
  verified: v.boolean(),
});
export type SellerSummary = v.InferOutput<typeof sellerSummarySchema>;

export const reviewSchema = v.object({
  id: v.string(),
  authorName: v.string(),
  authorAvatar: v.nullable(profilePhotoSchema),
  rating: v.number(),
  text: v.string(),
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof reviewSchema>;

/** Where a page of results sits: 1-based page, its size, and the total over all pages. */
export const pageInfoSchema = v.object({
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  totalPages: v.number(),
});
export type PageInfo = v.InferOutput<typeof pageInfoSchema>;

/* @__NO_SIDE_EFFECTS__ */
export function pageEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), page: pageInfoSchema });
}

/**
 * A page of catalogue search results. `correctedQuery` is present when the words as typed found
 * nothing and these results are for the catalogue's nearest words instead ('luuxry' → 'luxury').
 */
/* @__NO_SIDE_EFFECTS__ */
export function searchPageEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), page: pageInfoSchema, correctedQuery: v.optional(v.string()) });
}

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

/** A query-string number: absent stays absent, anything else must be a whole number in range. */
/* @__NO_SIDE_EFFECTS__ */
export function queryInteger(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.regex(/^\d{1,15}$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
  );
}

export const listingSorts = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** Query fields every catalogue list takes. Prices are kobo. */
export const commonListQueryEntries = {
  /** One line of text; blank reads as absent. */
  search: optionalText('Search', 100),
  sort: v.optional(v.picklist(listingSorts, 'Sort must be relevance, newest, price_asc or price_desc')),
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, MAX_PAGE_SIZE),
  minPrice: queryInteger('Minimum price', 0, Number.MAX_SAFE_INTEGER),
  maxPrice: queryInteger('Maximum price', 0, Number.MAX_SAFE_INTEGER),
  sellerType: v.optional(sellerTypeSchema),
  university: v.optional(idField('University')),
  /** One seller's listings (their public profile). */
  seller: v.optional(v.pipe(v.string('Seller must be a seller id'), v.uuid('Seller must be a seller id'))),
};

/**
 * Rich text as the editor writes it: the server keeps only the editor's marks (p, h1–h3,
 * strong, em, u, ul, ol, li, br) without attributes, and refuses a description with no text.
 */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/* @__NO_SIDE_EFFECTS__ */
export function richTextField(label: string) {
  return v.pipe(
    v.string((issue) =>
      issue.input === undefined || issue.input === null ? `${label} is a required field` : `${label} must be text`,
    ),
    v.transform(normalizeLineBreaks),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const problem = dataset.typed ? multiLineProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: `${label} ${problem}` });
    }),
    v.maxLength(DESCRIPTION_MAX_LENGTH, `${label} must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
    v.check((html) => html.replace(/<[^>]*>/g, '').trim() !== '', `${label} is a required field`),
  );
}

/** An uploaded file's key, as POST /v1/file/upload answers it. */
/* @__NO_SIDE_EFFECTS__ */
export function uploadedKeyField(label: string) {
  return v.pipe(v.string(`${label} must be an uploaded file`), v.regex(/^[\w-]+\.[a-z]+$/, `${label} must be an uploaded file`));
}

/** PUT /v1/me/saved/{listingId} and DELETE answer this. */
export const savedStateSchema = v.object({ listingId: v.string(), saved: v.boolean() });
export const savedStateResponseSchema = v.object({ data: savedStateSchema });
export type SavedStateResponse = v.InferOutput<typeof savedStateResponseSchema>;

/** DELETE /v1/products/{id} and /v1/events/{id}: archived when the listing has orders. */
export const deleteListingResponseSchema = v.object({
  data: v.object({ outcome: v.picklist(['deleted', 'archived']) }),
});
export type DeleteListingResponse = v.InferOutput<typeof deleteListingResponseSchema>;
