/** Events and their ticket tiers: GET/POST /v1/events, GET /v1/events/{slug}, PATCH/DELETE /v1/events/{id}. */
import * as v from 'valibot';
import { body, optionalText, requiredText } from './fields';
import {
  commonListQueryEntries,
  listingImageSchema,
  listingStatuses,
  ratingSummarySchema,
  richTextField,
  searchPageEnvelope,
  sellerSummarySchema,
  uploadedKeyField,
} from './listing';
import { formatLongDate, formatTime } from './format';
import { koboField } from './money';

export const eventCategories = ['Parties', 'Tech', 'Religious', 'Academic'] as const;
export type EventCategory = (typeof eventCategories)[number];

export const eventFormats = ['physical', 'virtual', 'hybrid'] as const;
export type EventFormat = (typeof eventFormats)[number];

/** The explore filter's time windows, counted from now. */
export const eventWindows = ['upcoming', 'this_week', 'this_month', 'within_90_days'] as const;
export type EventWindow = (typeof eventWindows)[number];

export const MAX_TICKET_TIERS = 10;

export const ticketTierSchema = v.object({
  id: v.string(),
  name: v.string(),
  priceKobo: v.number(),
  quantity: v.number(),
  /** Tickets not yet sold. */
  remaining: v.number(),
  description: v.string(),
  /** How many people one ticket admits ('Table For 8' admits 8). */
  seatsPerTicket: v.number(),
});
export type TicketTier = v.InferOutput<typeof ticketTierSchema>;

export const socialLinksSchema = v.object({
  instagram: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  telegram: v.nullable(v.string()),
  website: v.nullable(v.string()),
});
export type SocialLinks = v.InferOutput<typeof socialLinksSchema>;

/** An event as a card shows it. `priceFromKobo` is its cheapest tier (0: 'Free'). */
export const eventCardSchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  category: v.picklist(eventCategories),
  startsAt: v.string(),
  endsAt: v.string(),
  format: v.picklist(eventFormats),
  venue: v.string(),
  image: v.nullable(listingImageSchema),
  priceFromKobo: v.number(),
  seller: sellerSummarySchema,
  status: v.picklist(listingStatuses),
});
export type EventCard = v.InferOutput<typeof eventCardSchema>;

/** GET /v1/events/{slug}. An old slug answers 301 to the current one. */
export const eventDetailSchema = v.object({
  ...eventCardSchema.entries,
  descriptionHtml: v.string(),
  locationTips: v.nullable(v.string()),
  socialLinks: socialLinksSchema,
  tiers: v.array(ticketTierSchema),
  /** When the organiser cancelled the event (it then sells nothing), or null. */
  cancelledAt: v.nullable(v.string()),
  rating: ratingSummarySchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type EventDetail = v.InferOutput<typeof eventDetailSchema>;
/**
 * After a create or an edit whose words name a prohibited item (contract/prohibitedItems.ts),
 * `message` is LISTING_HELD_FOR_REVIEW: the listing is held for review, not live.
 */
export const eventDetailResponseSchema = v.object({ data: eventDetailSchema, message: v.optional(v.string()) });
export type EventDetailResponse = v.InferOutput<typeof eventDetailResponseSchema>;

/** GET /v1/events: active events that have not ended, soonest first unless sorted otherwise. */
export const eventListQuerySchema = v.object({
  ...commonListQueryEntries,
  category: v.optional(v.picklist(eventCategories, 'Category must be Parties, Tech, Religious or Academic')),
  when: v.optional(v.picklist(eventWindows, 'When must be upcoming, this_week, this_month or within_90_days')),
  price: v.optional(v.picklist(['free', 'paid'], "Price must be 'free' or 'paid'")),
  format: v.optional(v.picklist(eventFormats, 'Format must be physical, virtual or hybrid')),
});
export type EventListQuery = v.InferInput<typeof eventListQuerySchema>;
export const eventListResponseSchema = searchPageEnvelope(eventCardSchema);
export type EventListResponse = v.InferOutput<typeof eventListResponseSchema>;

/** A custom URL: lower-case letters, digits and single dashes, 3–60 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/* @__NO_SIDE_EFFECTS__ */
export function slugField(label: string) {
  return v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.toLowerCase(),
    v.minLength(3, `${label} must be at least 3 characters`),
    v.maxLength(60, `${label} must be at most 60 characters`),
    v.regex(SLUG_PATTERN, `${label} may contain only letters, digits and dashes`),
  );
}

/** GET /v1/events/slug-availability?slug= -> whether a custom URL is free, and a free one if not. */
export const slugAvailabilityQuerySchema = v.object({ slug: slugField('Custom URL') });
export const slugAvailabilityResponseSchema = v.object({
  data: v.object({ slug: v.string(), available: v.boolean(), suggestion: v.nullable(v.string()) }),
});
export type SlugAvailabilityResponse = v.InferOutput<typeof slugAvailabilityResponseSchema>;

const urlField = (label: string) =>
  v.pipe(
    optionalText(label, 200),
    v.optional(
      v.pipe(
        v.string(),
        v.url(`${label} must be a link starting with https://`),
        v.startsWith('https://', `${label} must be a link starting with https://`),
      ),
    ),
  );

const tierBody = v.object({
  name: requiredText('Ticket name', 40),
  priceKobo: koboField('Ticket price'),
  quantity: v.pipe(
    v.number('Ticket quantity must be a number'),
    v.integer('Ticket quantity must be a whole number'),
    v.minValue(1, 'Ticket quantity must be at least 1'),
    v.maxValue(100_000, 'Ticket quantity must be at most 100000'),
  ),
  description: optionalText('Ticket description', 200),
  seatsPerTicket: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1, 'Seats per ticket must be at least 1'), v.maxValue(50)),
  ),
});

/** An ISO 8601 date-time with its offset, e.g. 2026-12-05T18:00:00+01:00. */
const dateTimeField = (label: string) =>
  v.pipe(v.string(`${label} is a required field`), v.isoTimestamp(`${label} must be a date and time`));

/** POST /v1/events -> 201 eventDetailResponse. KYC-approved sellers only (403). */
export const createEventBodySchema = v.pipe(
  body({
    title: requiredText('Event name', 120),
    category: v.picklist(eventCategories, 'Category must be Parties, Tech, Religious or Academic'),
    descriptionHtml: richTextField('Description'),
    venue: requiredText('Location of event', 200),
    locationTips: optionalText('Location tips', 200),
    format: v.optional(v.picklist(eventFormats, 'Format must be physical, virtual or hybrid'), 'physical'),
    startsAt: dateTimeField('Start date'),
    endsAt: dateTimeField('End date'),
    bannerKey: uploadedKeyField('Banner'),
    customSlug: v.optional(slugField('Custom URL')),
    socialLinks: v.optional(
      v.object({
        instagram: urlField('Instagram'),
        twitter: urlField('Twitter'),
        telegram: urlField('Telegram'),
        website: urlField('Website'),
      }),
    ),
    tiers: v.pipe(
      v.array(tierBody, 'Ticket variations must be a list'),
      v.minLength(1, 'Add at least one ticket variation'),
      v.maxLength(MAX_TICKET_TIERS, `Add at most ${MAX_TICKET_TIERS} ticket variations`),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['startsAt'], ['endsAt']],
      (e) => Date.parse(e.endsAt) > Date.parse(e.startsAt),
      'End date must be after the start date',
    ),
    ['endsAt'],
  ),
);
export type CreateEventBody = v.InferInput<typeof createEventBodySchema>;

/**
 * PATCH /v1/events/{id}: any field of the create body, and the status. Tiers, when sent,
 * replace the list; a tier with sold tickets cannot be removed or cut below what it sold (409).
 */
export const updateEventBodySchema = v.object({
  ...v.partial(v.object(createEventBodySchema.pipe[0].entries)).entries,
  status: v.optional(v.picklist(['active', 'inactive'], "Status must be 'active' or 'inactive'")),
});
export type UpdateEventBody = v.InferInput<typeof updateEventBodySchema>;

/**
 * When the event runs, in Lagos time: 'December 5, 2030, 6:00 PM – 11:30 PM' on one day,
 * 'December 5, 2030, 6:00 PM – December 6, 2030, 2:00 AM' across midnight.
 */
export function eventSchedule(event: Pick<EventDetail, 'startsAt' | 'endsAt'>): string {
  const startDay = formatLongDate(event.startsAt);
  const endDay = formatLongDate(event.endsAt);
  const start = `${startDay}, ${formatTime(event.startsAt)}`;
  return startDay === endDay ? `${start} – ${formatTime(event.endsAt)}` : `${start} – ${endDay}, ${formatTime(event.endsAt)}`;
}
