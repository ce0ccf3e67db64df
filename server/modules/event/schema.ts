import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EventCategory, EventFormat } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { tsvector } from '../product/schema';
import { listingColumns, listingConstraints, listingStatus, listingTimestamps } from '../listing/columns';

export const events = pgTable(
  'events',
  {
    ...listingColumns<EventCategory>(),
    venue: text('venue').notNull(),
    locationTips: text('location_tips'),
    format: text('format').$type<EventFormat>().notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    bannerKey: text('banner_key').notNull(),
    instagram: text('instagram'),
    twitter: text('twitter'),
    telegram: text('telegram'),
    website: text('website'),
    /** The cheapest tier's price, kept with the tiers (0: free). */
    priceFromKobo: kobo('price_from_kobo').notNull(),
    status: listingStatus(),
    /** Set when the organiser cancels the event: its ticket orders are refunded and it sells no more. */
    cancelledAt: moment('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /**
     * The latest end ticket holders were shown before the end moved earlier (null while it never
     * did): the release waits for 24 hours after the later of this and `ends_at`.
     */
    latestShownEndsAt: moment('latest_shown_ends_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, title || ' ' || category || ' ' || venue || ' ' || description_text)`,
      ),
    ...listingTimestamps(),
  },
  (t) => [
    ...listingConstraints('events', t),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    check('events_category_check', sql`${t.category} in ('Parties', 'Tech', 'Religious', 'Academic')`),
    check('events_format_check', sql`${t.format} in ('physical', 'virtual', 'hybrid')`),
    check('events_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_price_check', sql`${t.priceFromKobo} >= 0`),
  ],
);

/** An event's ticket variations, in the order the seller listed them. */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    quantity: integer('quantity').notNull(),
    /** Tickets sold; the tickets module will raise it. A tier never holds fewer than it sold. */
    sold: integer('sold').notNull().default(0),
    description: text('description').notNull().default(''),
    seatsPerTicket: integer('seats_per_ticket').notNull().default(1),
  },
  (t) => [
    index('ticket_tiers_event_idx').on(t.eventId, t.position),
    check('ticket_tiers_price_check', sql`${t.priceKobo} >= 0`),
    check('ticket_tiers_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quantity}`),
    check('ticket_tiers_seats_check', sql`${t.seatsPerTicket} >= 1`),
  ],
);
