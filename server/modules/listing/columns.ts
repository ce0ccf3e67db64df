import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListingStatus } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/** The columns every listing table (products, events) opens with. */
export function listingColumns<Category extends string>() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made from the title once, or an event's custom URL; a changed custom URL leaves a redirect (listingSlugRedirects). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').$type<Category>().notNull(),
    /** Sanitised HTML (the editor's marks only). */
    descriptionHtml: text('description_html').notNull(),
    /** The description as plain text: card summaries and search. */
    descriptionText: text('description_text').notNull(),
    /**
     * Set by staff (listings.hide): the listing is kept `inactive` and its seller cannot show it
     * again until staff restore it; the seller sees the reason.
     */
    hiddenAt: moment('hidden_at'),
    hiddenReason: text('hidden_reason'),
  };
}

/** Whether the listing is shown (active), hidden by its seller (inactive) or deleted (archived). */
export const listingStatus = () => text('status').$type<ListingStatus>().notNull().default('active');

export const listingTimestamps = () => ({
  createdAt: moment('created_at').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/** The indexes and checks every listing table has, named after the table. */
export function listingConstraints(
  table: string,
  t: { slug: PgColumn; sellerId: PgColumn; createdAt: PgColumn; status: PgColumn; searchVector: PgColumn },
) {
  return [
    uniqueIndex(`${table}_slug_unique`).on(t.slug),
    index(`${table}_seller_idx`).on(t.sellerId, t.createdAt),
    // fastupdate off: PGlite has no autovacuum to merge a GIN pending list, and a search that
    // has to read the list through costs so much that the planner scans the table instead.
    index(`${table}_search_idx`).using('gin', t.searchVector).with({ fastupdate: false }),
    check(`${table}_status_check`, sql`${t.status} in ('active', 'inactive', 'archived')`),
  ];
}
