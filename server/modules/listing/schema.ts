import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ListingType } from '../../../contract';
import { moment } from '../../db/columns';
import { events } from '../event/schema';
import { products } from '../product/schema';
import { users } from '../user/schema';

/**
 * Slugs a listing had before: GET by an old slug answers 301 to the current one. A slug is
 * unique per listing type across current and old slugs, so an old link never changes owner.
 */
export const listingSlugRedirects = pgTable(
  'listing_slug_redirects',
  {
    listingType: text('listing_type').$type<ListingType>().notNull(),
    slug: text('slug').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    unique('listing_slug_redirects_type_slug').on(t.listingType, t.slug),
    check(
      'listing_slug_redirects_target_check',
      sql`(${t.listingType} = 'products' and ${t.productId} is not null and ${t.eventId} is null) or (${t.listingType} = 'tickets' and ${t.eventId} is not null and ${t.productId} is null)`,
    ),
  ],
);

/** A buyer's saved listings: one row per user and listing, whatever its type. */
export const savedListings = pgTable(
  'saved_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    unique('saved_listings_user_product').on(t.userId, t.productId),
    unique('saved_listings_user_event').on(t.userId, t.eventId),
    index('saved_listings_user_idx').on(t.userId, t.createdAt),
    check('saved_listings_one_target_check', sql`(${t.productId} is null) <> (${t.eventId} is null)`),
  ],
);

/**
 * Every word of the active listings' search documents, with how many active products and
 * events hold it: what search corrects a misspelling to (search-words.ts, spelling.ts). Kept by
 * triggers on products and events (migration 0018_search_words), so every way a listing is
 * written, the API, a seed or a cascade, keeps it; a word no listing holds any more stays at 0.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull().default(0),
    events: integer('events').notNull().default(0),
    /** When a trigger last changed the counts (the database's clock): servers read what changed since. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('search_words_changed_idx').on(t.changedAt)],
);
