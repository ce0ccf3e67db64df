import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  EventCard,
  EventDetail,
  EventListResponse,
  eventListQuerySchema,
  ListingImage,
  SlugAvailabilityResponse,
} from '../../../contract';
import { DAY } from '../../clock';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { listingImagesOf } from '../file/listing-images';
import { pageInfo, pageRequest } from '../listing/paging';
import { isSlug, isUuid } from '../listing/params';
import { matchesSearch, searchRank, searchTerms, withSearchThreshold } from '../listing/search';
import {
  sellerColumns,
  sellerKyc,
  sellerKycJoin,
  sellerUniversity,
  sellerUniversityId,
  sellerUniversityJoin,
  sellerUser,
} from '../listing/seller';
import { currentSlugFor, freeSlug, isSlugTaken } from '../listing/slug';
import { events, ticketTiers } from './schema';
import { toEventCard, toEventDetail } from './view';
import type { EventCardRow } from './view';

export type EventListQuery = v.InferOutput<typeof eventListQuerySchema>;

const cardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  category: events.category,
  descriptionText: events.descriptionText,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  format: events.format,
  venue: events.venue,
  bannerKey: events.bannerKey,
  priceFromKobo: events.priceFromKobo,
  status: events.status,
  ...sellerColumns,
};

/** How far ahead each explore window reaches, counted from now. */
const windowDays = { this_week: 7, this_month: 30, within_90_days: 90 } as const;

/** Cards for event rows: the banners read in one query. */
export async function toEventCards(db: Database, rows: EventCardRow[]): Promise<EventCard[]> {
  const banners = new Map<string, ListingImage>(
    (
      await listingImagesOf(
        db,
        rows.map((row) => row.bannerKey),
        '',
      )
    ).map((image) => [image.key, image]),
  );
  return rows.map((row) => toEventCard(row, banners.get(row.bannerKey)));
}

/** Event cards by id, whatever their status (saved items show a hidden event with its status). */
export async function eventCardsByIds(db: Database, ids: string[]): Promise<Map<string, EventCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(cardColumns)
    .from(events)
    .innerJoin(sellerUser, eq(sellerUser.id, events.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(inArray(events.id, ids));
  const cards = await toEventCards(db, rows);
  return new Map(cards.map((card) => [card.id, card]));
}

/** GET /v1/events: active events that have not ended, matching the filters, soonest first by default. */
export async function listEvents(db: Database, query: EventListQuery, now: Date): Promise<EventListResponse> {
  const request = pageRequest(query);
  const terms = query.search ? searchTerms(query.search) : undefined;
  const days = query.when && query.when !== 'upcoming' ? windowDays[query.when] : undefined;

  const conditions: (SQL | undefined)[] = [
    eq(events.status, 'active'),
    gt(events.endsAt, now),
    query.when === 'upcoming' ? gt(events.startsAt, now) : undefined,
    days !== undefined ? lte(events.startsAt, new Date(now.getTime() + days * DAY)) : undefined,
    query.category ? eq(events.category, query.category) : undefined,
    query.format ? eq(events.format, query.format) : undefined,
    query.price === 'free' ? eq(events.priceFromKobo, 0) : undefined,
    query.price === 'paid' ? gt(events.priceFromKobo, 0) : undefined,
    query.minPrice !== undefined ? gte(events.priceFromKobo, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(events.priceFromKobo, query.maxPrice) : undefined,
    query.sellerType ? sql`coalesce(${sellerKyc.accountType}, 'individual') = ${query.sellerType}` : undefined,
    query.university !== undefined ? sql`${sellerUniversityId} = ${query.university}` : undefined,
    query.seller ? eq(events.sellerId, query.seller) : undefined,
    terms ? matchesSearch(terms, events.searchVector, events.title) : undefined,
  ];

  const soonest = [asc(events.startsAt), asc(events.id)];
  let order: SQL[];
  if (query.sort === 'relevance' && terms) order = [desc(searchRank(terms, events.searchVector, events.title)), ...soonest];
  else if (query.sort === 'newest') order = [desc(events.createdAt), desc(events.id)];
  else if (query.sort === 'price_asc') order = [asc(events.priceFromKobo), ...soonest];
  else if (query.sort === 'price_desc') order = [desc(events.priceFromKobo), ...soonest];
  else order = soonest;

  const run = async (tx: Database) => {
    const rows = await tx
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(events)
      .innerJoin(sellerUser, eq(sellerUser.id, events.sellerId))
      .leftJoin(sellerKyc, sellerKycJoin)
      .leftJoin(sellerUniversity, sellerUniversityJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(request.pageSize)
      .offset(request.offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && request.offset > 0) {
      // Past the last page: count on its own so the page numbers stay right.
      const [counted] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(events)
        .innerJoin(sellerUser, eq(sellerUser.id, events.sellerId))
        .leftJoin(sellerKyc, sellerKycJoin)
        .where(and(...conditions));
      total = counted?.total ?? 0;
    }
    return { rows, total };
  };
  const { rows, total } = terms ? await withSearchThreshold(db, run) : await run(db);
  return { data: await toEventCards(db, rows), page: pageInfo(request, total) };
}

async function eventWhere(db: Database, where: SQL) {
  const [row] = await db
    .select({ event: events, ...sellerColumns })
    .from(events)
    .innerJoin(sellerUser, eq(sellerUser.id, events.sellerId))
    .leftJoin(sellerKyc, sellerKycJoin)
    .leftJoin(sellerUniversity, sellerUniversityJoin)
    .where(where)
    .limit(1);
  return row;
}

async function detailOf(db: Database, row: Awaited<ReturnType<typeof eventWhere>>, viewerId: string | undefined) {
  if (!row || (row.event.status !== 'active' && row.event.sellerId !== viewerId)) throw notFound('Event not found');
  const [banner] = await listingImagesOf(db, [row.event.bannerKey], row.event.title);
  const tiers = await db
    .select()
    .from(ticketTiers)
    .where(eq(ticketTiers.eventId, row.event.id))
    .orderBy(asc(ticketTiers.position));
  return toEventDetail({ ...row.event, ...row }, banner, tiers);
}

/** One event as `viewerId` may see it: a hidden event only by its seller. */
export async function eventDetailById(db: Database, id: string, viewerId?: string): Promise<EventDetail> {
  const row = isUuid(id) ? await eventWhere(db, eq(events.id, id)) : undefined;
  return detailOf(db, row, viewerId);
}

export type EventLookup = { found: EventDetail } | { movedTo: string };

/** GET /v1/events/{slug}: the event, or where its custom URL moved to, or 404. */
export async function eventBySlug(db: Database, slug: string, viewerId?: string): Promise<EventLookup> {
  if (!isSlug(slug)) throw notFound('Event not found');
  const row = await eventWhere(db, eq(events.slug, slug));
  if (!row) {
    const movedTo = await currentSlugFor(db, 'tickets', slug);
    if (movedTo) return { movedTo };
  }
  return { found: await detailOf(db, row, viewerId) };
}

/** GET /v1/events/slug-availability: whether a custom URL is free, and a free one like it when not. */
export async function slugAvailability(db: Database, slug: string): Promise<SlugAvailabilityResponse['data']> {
  const available = !(await isSlugTaken(db, 'tickets', slug));
  return { slug, available, suggestion: available ? null : await freeSlug(db, 'tickets', slug) };
}
