/**
 * People, orders and listings in the operator console: find a person (by name, e-mail, an order's
 * id or a payment reference), see everything about them, suspend and restore them, end their
 * sessions, and hide or restore a listing. Every action takes a reason and is audited.
 *
 * - GET  /v1/admin/people?q=                         -> AdminPeopleSearchResponse (`people.read`)
 * - GET  /v1/admin/people/{id}?month=YYYY-MM         -> AdminPersonResponse (`people.read`)
 * - POST /v1/admin/people/{id}/suspend               ModerationReasonBody -> AdminPersonResponse (`people.suspend`)
 * - POST /v1/admin/people/{id}/restore               ModerationReasonBody -> AdminPersonResponse (`people.suspend`)
 * - POST /v1/admin/people/{id}/end-sessions          ModerationReasonBody -> AdminPersonResponse (`people.end-sessions`)
 * - POST /v1/admin/listings/{kind}/{id}/hide         ModerationReasonBody -> AdminListingResponse (`listings.hide`)
 * - POST /v1/admin/listings/{kind}/{id}/restore      ModerationReasonBody -> AdminListingResponse (`listings.hide`)
 *
 * Suspending someone already suspended (or restoring someone who is not) answers 409, as does
 * hiding a hidden listing; staff accounts are not suspended (409: revoke the role first).
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText } from './fields';
import { listingStatuses } from './listing';
import { walletBalancesSchema } from './orders';
import { kycStatusSchema } from './user';
import { walletMonthSchema } from './wallet';

export const MODERATION_REASON_MAX = 1000;
export const PEOPLE_SEARCH_MIN = 2;
export const PEOPLE_SEARCH_MAX = 100;
/** At most this many people, and this many orders, answer one search. */
export const PEOPLE_SEARCH_LIMIT = 20;

/** The reason every staff action on a person or a listing takes; the audit keeps it. */
export const moderationReasonBodySchema = body({ reason: multilineText('Reason', MODERATION_REASON_MAX) });
export type ModerationReasonBody = v.InferInput<typeof moderationReasonBodySchema>;

export const peopleSearchQuerySchema = v.object({
  q: v.pipe(
    v.string((issue) => (issue.input === undefined ? 'Search is a required field' : 'Search must be text')),
    v.trim(),
    v.minLength(PEOPLE_SEARCH_MIN, `Search must be at least ${PEOPLE_SEARCH_MIN} characters`),
    v.maxLength(PEOPLE_SEARCH_MAX, `Search must be at most ${PEOPLE_SEARCH_MAX} characters`),
  ),
});
export type PeopleSearchQuery = v.InferOutput<typeof peopleSearchQuerySchema>;

export const personMonthQuerySchema = v.object({
  month: v.optional(v.pipe(v.string('Month must be text'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-11'))),
});

/** Why and since when a person is suspended or a listing hidden. */
export const moderationSchema = v.object({ at: v.string(), reason: v.string() });
export type Moderation = v.InferOutput<typeof moderationSchema>;

export const adminPersonSummarySchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  /** `user`, or a staff role. */
  role: v.string(),
  kycStatus: kycStatusSchema,
  university: v.nullable(v.string()),
  createdAt: v.string(),
  suspended: v.nullable(moderationSchema),
});
export type AdminPersonSummary = v.InferOutput<typeof adminPersonSummarySchema>;

export const adminOrderKinds = ['order', 'ticket-order'] as const;
export type AdminOrderKind = (typeof adminOrderKinds)[number];

/** A product order or ticket order, as a person's page and a search list it. */
export const adminPersonOrderSchema = v.object({
  kind: v.picklist(adminOrderKinds),
  id: v.string(),
  /** The product's or the event's title. */
  title: v.string(),
  status: v.string(),
  totalKobo: v.number(),
  paymentReference: v.nullable(v.string()),
  createdAt: v.string(),
  buyer: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  seller: v.object({ id: v.string(), name: v.string(), email: v.string() }),
});
export type AdminPersonOrder = v.InferOutput<typeof adminPersonOrderSchema>;

export const adminPeopleSearchResponseSchema = dataEnvelope(
  v.object({
    people: v.array(adminPersonSummarySchema),
    /** Orders whose id or payment reference is the search (their buyer and seller are in `people`). */
    orders: v.array(adminPersonOrderSchema),
  }),
);
export type AdminPeopleSearchResponse = v.InferOutput<typeof adminPeopleSearchResponseSchema>;

export const adminListingKinds = ['product', 'event'] as const;
export type AdminListingKind = (typeof adminListingKinds)[number];
export const adminListingKindSchema = v.picklist(adminListingKinds, "Kind must be 'product' or 'event'");

export const adminListingSchema = v.object({
  kind: v.picklist(adminListingKinds),
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  status: v.picklist(listingStatuses),
  hidden: v.nullable(moderationSchema),
  createdAt: v.string(),
});
export type AdminListing = v.InferOutput<typeof adminListingSchema>;
export const adminListingResponseSchema = dataEnvelope(adminListingSchema);
export type AdminListingResponse = v.InferOutput<typeof adminListingResponseSchema>;

export const adminKycEntrySchema = v.object({
  id: v.string(),
  status: v.string(),
  accountType: v.string(),
  brandName: v.nullable(v.string()),
  rejectionReason: v.nullable(v.string()),
  createdAt: v.string(),
  reviewedAt: v.nullable(v.string()),
});
export type AdminKycEntry = v.InferOutput<typeof adminKycEntrySchema>;

/** A signed-in device: one open session. */
export const adminSessionSchema = v.object({ id: v.string(), createdAt: v.string(), persistent: v.boolean() });
export type AdminSession = v.InferOutput<typeof adminSessionSchema>;

export const adminPersonSchema = v.object({
  person: v.object({
    ...adminPersonSummarySchema.entries,
    phone: v.nullable(v.string()),
    emailVerifiedAt: v.nullable(v.string()),
  }),
  /** Newest first. */
  kyc: v.array(adminKycEntrySchema),
  /** Products and events, newest first (deleted ones too, with status `archived`). */
  listings: v.array(adminListingSchema),
  /** As buyer or seller, product and ticket orders, newest first (the latest 50). */
  orders: v.array(adminPersonOrderSchema),
  wallet: v.object({ balances: walletBalancesSchema, month: walletMonthSchema }),
  /** Open sessions, newest first. */
  sessions: v.array(adminSessionSchema),
});
export type AdminPerson = v.InferOutput<typeof adminPersonSchema>;
export const adminPersonResponseSchema = dataEnvelope(adminPersonSchema);
export type AdminPersonResponse = v.InferOutput<typeof adminPersonResponseSchema>;

/** What a suspended student is told when they try to sign in, list or pay. */
export const SUSPENDED_SIGN_IN =
  'Your account is suspended, so you cannot sign in. Write to support@kampus.ng if you think this is a mistake.';
export const SUSPENDED_LISTING =
  'Your account is suspended, so you cannot list or change listings. Write to support@kampus.ng if you think this is a mistake.';
export const SUSPENDED_BUYING =
  'Your account is suspended, so you cannot buy or pay. Write to support@kampus.ng if you think this is a mistake.';
/** What a seller is told when they try to show a listing that staff hid. */
export const LISTING_HIDDEN_BY_STAFF = 'Kampus hid this listing, so it cannot be shown again until Kampus restores it.';
