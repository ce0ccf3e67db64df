/**
 * The listing module's reads: a seller's own listings, a user's saved items, the seller
 * directory and a seller's public profile, and whether a listing has orders.
 */
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  MyListing,
  MyListingsResponse,
  myListingsQuerySchema,
  SavedItem,
  SellerDirectoryResponse,
  SellerProfile,
} from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { eventCardsByIds } from '../event/queries';
import { events } from '../event/schema';
import { listingImagesOf } from '../file/listing-images';
import { orders } from '../order/schema';
import { latestReviews, productCardsByIds } from '../product/queries';
import { products } from '../product/schema';
import { ratingSummary } from '../product/view';
import { sellerTrust } from '../safety/trust';
import { countOfRows, pageInfo, pageRequest, totalOfPage, windowTotal } from './paging';
import { isUuid } from './params';
import { summaryOf } from './sanitize';
import { savedListings } from './schema';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityId,
  sellerUniversityJoin,
  sellerUser,
  toSellerSummary,
} from './seller';
import { sellerNotBlocked } from './visibility';

export type MyListingsQuery = v.InferOutput<typeof myListingsQuerySchema>;

/** GET /v1/me/listings: the caller's products or events, active and inactive (not archived), last changed first. */
export async function myListings(db: Database, sellerId: string, query: MyListingsQuery): Promise<MyListingsResponse> {
  const request = pageRequest(query);
  const table = query.type === 'products' ? products : events;
  const rows =
    query.type === 'products'
      ? await db
          .select({
            id: products.id,
            slug: products.slug,
            title: products.title,
            priceKobo: products.priceKobo,
            status: products.status,
            imageKey: sql<string | null>`${products.imageKeys}[1]`,
            descriptionText: products.descriptionText,
            available: products.unitsAvailable,
            ticketsSold: sql<number | null>`null`,
            ticketsOffered: sql<number | null>`null`,
            endsAt: sql<Date | null>`null`,
            cancelledAt: sql<Date | null>`null`,
            hiddenAt: products.hiddenAt,
            hiddenReason: products.hiddenReason,
            updatedAt: products.updatedAt,
            total: windowTotal,
          })
          .from(products)
          .where(and(eq(products.sellerId, sellerId), ne(products.status, 'archived')))
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(request.pageSize)
          .offset(request.offset)
      : await db
          .select({
            id: events.id,
            slug: events.slug,
            title: events.title,
            priceKobo: events.priceFromKobo,
            status: events.status,
            imageKey: events.bannerKey,
            descriptionText: events.descriptionText,
            // Qualified by hand: in a one-table query drizzle leaves columns unqualified.
            available: sql<number>`(select coalesce(sum(tt.quantity - tt.sold), 0)::int from ticket_tiers tt where tt.event_id = "events"."id")`,
            ticketsSold: sql<
              number | null
            >`(select coalesce(sum(tt.sold), 0)::int from ticket_tiers tt where tt.event_id = "events"."id")`,
            ticketsOffered: sql<
              number | null
            >`(select coalesce(sum(tt.quantity), 0)::int from ticket_tiers tt where tt.event_id = "events"."id")`,
            endsAt: sql<Date | null>`${events.endsAt}`,
            cancelledAt: sql<Date | null>`${events.cancelledAt}`,
            hiddenAt: events.hiddenAt,
            hiddenReason: events.hiddenReason,
            updatedAt: events.updatedAt,
            total: windowTotal,
          })
          .from(events)
          .where(and(eq(events.sellerId, sellerId), ne(events.status, 'archived')))
          .orderBy(desc(events.updatedAt), desc(events.id))
          .limit(request.pageSize)
          .offset(request.offset);

  const total = await totalOfPage(rows, request, () =>
    db
      .select(countOfRows)
      .from(table)
      .where(and(eq(table.sellerId, sellerId), ne(table.status, 'archived'))),
  );
  const images = new Map(
    (
      await listingImagesOf(
        db,
        rows.flatMap((row) => (row.imageKey ? [row.imageKey] : [])),
        '',
      )
    ).map((image) => [image.key, image]),
  );
  const data = rows.map((row): MyListing => {
    const image = row.imageKey ? images.get(row.imageKey) : undefined;
    return {
      id: row.id,
      type: query.type,
      slug: row.slug,
      title: row.title,
      priceKobo: row.priceKobo,
      status: row.status,
      image: image ? { ...image, alt: row.title } : null,
      summary: summaryOf(row.descriptionText),
      available: Number(row.available),
      event:
        query.type === 'tickets' && row.endsAt
          ? {
              ticketsSold: Number(row.ticketsSold ?? 0),
              ticketsOffered: Number(row.ticketsOffered ?? 0),
              endsAt: new Date(row.endsAt).toISOString(),
              cancelledAt: row.cancelledAt ? new Date(row.cancelledAt).toISOString() : null,
            }
          : null,
      hiddenByKampus: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { data, page: pageInfo(request, total) };
}

/** GET /v1/me/saved: newest save first; a listing hidden since keeps its place, with its status. */
export async function savedItems(db: Database, userId: string): Promise<SavedItem[]> {
  const rows = await db
    .select()
    .from(savedListings)
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.createdAt), desc(savedListings.id))
    .limit(500);
  const productCards = await productCardsByIds(
    db,
    rows.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  const eventCards = await eventCardsByIds(
    db,
    rows.flatMap((row) => (row.eventId ? [row.eventId] : [])),
  );
  return rows.flatMap((row): SavedItem[] => {
    const savedAt = row.createdAt.toISOString();
    const product = row.productId ? productCards.get(row.productId) : undefined;
    if (product) return [{ type: 'products', savedAt, listing: product }];
    const event = row.eventId ? eventCards.get(row.eventId) : undefined;
    if (event) return [{ type: 'tickets', savedAt, listing: event }];
    return [];
  });
}

export interface SellerDirectoryFilters {
  search?: string;
  university?: number;
  sellerType?: 'individual' | 'brand';
  page?: number;
  pageSize?: number;
}

/** The name a seller sells under (as toSellerSummary names them): a brand's never leads to its owner's. */
const sellingName = sql`case when ${sellerKyc.accountType} = 'brand' and ${sellerKyc.brandName} is not null then ${sellerKyc.brandName} else ${sellerUser.firstname} || ' ' || ${sellerUser.lastname} end`;

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A seller's rating over every review of their products, and their live products, as columns
 * of a query of `sellerUser`. Qualified by hand, so the outer seller is never confused with a
 * column of the subquery.
 */
const sellerRating = {
  ratingAverage: sql<
    number | null
  >`(select avg(r.rating)::float8 from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
  ratingCount: sql<number>`(select count(*)::int from product_reviews r inner join products p on p.id = r.product_id where p.seller_id = "seller_user"."id")`,
};
const liveProductCount = sql<number>`(select count(*)::int from products p where p.seller_id = "seller_user"."id" and p.status = 'active')`;

/**
 * GET /v1/sellers: KYC-approved sellers only (a student who only buys is never listed), those
 * with the most live listings first, then by name. Search matches the name a seller sells
 * under only. Sellers hidden pending review, and those the viewer blocked, are left out.
 */
export async function sellerDirectory(
  db: Database,
  filters: SellerDirectoryFilters,
  now: Date,
  blockedIds: readonly string[] = [],
): Promise<SellerDirectoryResponse> {
  const request = pageRequest(filters);
  const conditions: SQL[] = [eq(sellerUser.kycStatus, 'APPROVED'), isNull(sellerUser.hiddenAt)];
  const notBlocked = sellerNotBlocked(sellerUser.id, blockedIds);
  if (notBlocked) conditions.push(notBlocked);
  const search = filters.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(sql`${sellingName} ilike ${pattern}`);
  }
  if (filters.university !== undefined) conditions.push(sql`${sellerUniversityId} = ${filters.university}`);
  if (filters.sellerType) conditions.push(eq(sellerKyc.accountType, filters.sellerType));

  const productCount = liveProductCount;
  const eventCount = sql<number>`(select count(*)::int from events e where e.seller_id = "seller_user"."id" and e.status = 'active' and e.ends_at > ${now})`;
  const rows = await db
    .select({
      ...sellerColumns,
      memberSince: sellerUser.createdAt,
      ...sellerRating,
      productCount,
      eventCount,
      total: windowTotal,
    })
    .from(sellerUser)
    .innerJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(and(...conditions))
    .orderBy(sql`${productCount} + ${eventCount} desc`, sql`lower(${sellingName})`, sellerUser.id)
    .limit(request.pageSize)
    .offset(request.offset);

  const total = rows[0]?.total ?? (request.page > 1 ? await countSellers(db, conditions) : 0);
  return {
    data: rows.map((row) => ({
      ...toSellerSummary(row),
      rating: ratingSummary(row.ratingAverage, row.ratingCount),
      productCount: Number(row.productCount),
      eventCount: Number(row.eventCount),
      memberSince: row.memberSince.toISOString(),
    })),
    page: pageInfo(request, total),
  };
}

/** The total when the page asked for is past the end (so the page has no rows to carry it). */
async function countSellers(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellerUser)
    .innerJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(and(...conditions));
  return Number(row?.count ?? 0);
}

/**
 * GET /v1/sellers/{id}: a KYC-approved seller's public face; anyone else is not found, and so
 * is a seller hidden pending review (but to themselves) or blocked by the viewer. The rating is
 * over every review of their products; counts are of what a visitor can see.
 */
export async function sellerProfile(
  db: Database,
  id: string,
  now: Date,
  viewer: { id?: string; blockedIds: readonly string[] } = { blockedIds: [] },
): Promise<SellerProfile> {
  const [row] =
    isUuid(id) && !viewer.blockedIds.includes(id)
      ? await db
          .select({
            ...sellerColumns,
            about: sellerUser.about,
            brandDescription: sellerKyc.brandDescription,
            memberSince: sellerUser.createdAt,
            ...sellerRating,
            productCount: liveProductCount,
          })
          .from(sellerUser)
          .innerJoin(sellerKyc, sellerKycJoin)
          .leftJoin(sellerUniversity, sellerUniversityJoin)
          .where(
            and(
              eq(sellerUser.id, id),
              eq(sellerUser.kycStatus, 'APPROVED'),
              // Hidden pending review: shown to no one but themselves.
              id === viewer.id ? undefined : isNull(sellerUser.hiddenAt),
            ),
          )
          .limit(1)
      : [];
  if (!row) throw notFound('Seller not found');
  const [eventCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.sellerId, row.sellerId), eq(events.status, 'active'), gt(events.endsAt, now)));
  const summary = toSellerSummary(row);
  return {
    ...summary,
    // What they wrote themselves; a brand that has not, its KYC description.
    about: row.about ?? (summary.sellerType === 'brand' ? row.brandDescription : null),
    rating: ratingSummary(row.ratingAverage, row.ratingCount),
    productCount: Number(row.productCount),
    eventCount: Number(eventCount?.count ?? 0),
    reviews: await latestReviews(db, eq(products.sellerId, row.sellerId)),
    memberSince: row.memberSince.toISOString(),
    trust: await sellerTrust(db, row.sellerId),
  };
}

/**
 * Whether any order points at the listing, so that deleting it must archive it instead (a
 * query inside the same transaction as the delete).
 */
export async function hasOrders(tx: Database, listingId: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, listingId)).limit(1);
  return row !== undefined;
}
