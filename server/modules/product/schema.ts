import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProductCategory, ProductCondition } from '../../../contract';
import { kobo, moment } from '../../db/columns';
import { listingColumns, listingConstraints, listingStatus, listingTimestamps } from '../listing/columns';
import { users } from '../user/schema';

/** PostgreSQL's full-text document type, for the generated search column. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    ...listingColumns<ProductCategory>(),
    priceKobo: kobo('price_kobo').notNull(),
    unitsAvailable: integer('units_available').notNull(),
    condition: text('condition').$type<ProductCondition>().notNull(),
    brand: text('brand'),
    campusOnly: boolean('campus_only').notNull(),
    /** Upload keys of the photos, in the order shown. */
    imageKeys: text('image_keys').array().notNull(),
    pickup: boolean('pickup').notNull(),
    /** Door delivery: all three set, or all three null when not offered. */
    doorFeeKobo: kobo('door_fee_kobo'),
    doorMinDays: integer('door_min_days'),
    doorMaxDays: integer('door_max_days'),
    status: listingStatus(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, title || ' ' || coalesce(brand, '') || ' ' || category || ' ' || description_text)`,
      ),
    ...listingTimestamps(),
  },
  (t) => [
    ...listingConstraints('products', t),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_status_price_idx').on(t.status, t.priceKobo),
    check('products_category_check', sql`${t.category} in ('Gadgets', 'Fashion', 'Home')`),
    check('products_condition_check', sql`${t.condition} in ('new', 'like_new', 'good', 'fair')`),
    check('products_price_check', sql`${t.priceKobo} > 0`),
    check('products_units_check', sql`${t.unitsAvailable} >= 0`),
    check(
      'products_delivery_check',
      sql`(${t.doorFeeKobo} is null) = (${t.doorMinDays} is null) and (${t.doorFeeKobo} is null) = (${t.doorMaxDays} is null) and (${t.pickup} or ${t.doorFeeKobo} is not null)`,
    ),
  ],
);

/** Reviews of products by their buyers: one per author and product. Orders will write them. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** The completed order this review is about: one review per order (null for older reviews). */
    orderId: uuid('order_id'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_order').on(t.orderId),
    uniqueIndex('product_reviews_one_per_author').on(t.productId, t.authorId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
