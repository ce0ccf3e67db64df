import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { MyListing, MyListingsResponse, myListingsQuerySchema } from '../../../contract';
import type { Database } from '../../db/database';
import { events } from '../event/schema';
import { listingImagesOf } from '../file/listing-images';
import { products } from '../product/schema';
import { pageInfo, pageRequest } from './paging';
import { summaryOf } from './sanitize';

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
            updatedAt: products.updatedAt,
            total: sql<number>`count(*) over ()`.mapWith(Number),
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
            updatedAt: events.updatedAt,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(events)
          .where(and(eq(events.sellerId, sellerId), ne(events.status, 'archived')))
          .orderBy(desc(events.updatedAt), desc(events.id))
          .limit(request.pageSize)
          .offset(request.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.sellerId, sellerId), ne(table.status, 'archived')));
    total = counted?.total ?? 0;
  }
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
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { data, page: pageInfo(request, total) };
}
