import { and, asc, desc, eq, getTableColumns, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  EventCard,
  EventDetail,
  EventListResponse,
  eventListQuerySchema,
  SlugAvailabilityResponse,
} from '../../../contract';
import { DAY } from '../../clock';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import type { VariantRow } from '../file/listing-images';
import { notFound } from '../../http/api-error';
import { imagesFromVariants, publicVariantsJson } from '../file/listing-images';
import { countOfRows, pageInfo, pageRequest, totalOfPage, windowTotal } from '../listing/paging';
import { isSlug, isUuid } from '../listing/params';
import { matchesSearch, searchRank, searchTerms, searchWithCorrection } from '../listing/search';
import type { SearchTerms } from '../listing/search';
import { sellerColumns, sellerKyc, sellerKycJoin, sellerUniversityId, sellerUser, withSeller } from '../listing/seller';
import { currentSlugFor, freeSlug, isSlugTaken } from '../listing/slug';
import { sellerNotBlocked, sellerNotHidden } from '../listing/visibility';
import { events } from './schema';
import { toEventCard, toEventDetail } from './view';
import type { EventCardRow, TierView } from './view';

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
  // The banner's sizes, read with the row.
  banner: publicVariantsJson(sql`array[${events.bannerKey}]`),
};

/** How far ahead each explore window reaches, counted from now. */
const windowDays = { this_week: 7, this_month: 30, within_90_days: 90 } as const;

/** A card from its row (the banner's variants read with it). */
function cardOf(row: EventCardRow & { banner: VariantRow[] | null }): EventCard {
  return toEventCard(row, imagesFromVariants([row.bannerKey], row.banner, '')[0]);
}

/** The columns a detail shows: all but the search document, which only the database reads. */
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

/** The event's ticket tiers in the seller's order, as a JSON array read with its row. */
const tiersJson = sql<
  TierView[]
>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'priceKobo', t.price_kobo, 'quantity', t.quantity, 'sold', t.sold, 'description', t.description, 'seatsPerTicket', t.seats_per_ticket) order by t.position), '[]'::json) from ticket_tiers t where t.event_id = "events"."id")`;

/** The statements of the event reads, built and named once per database (see the product queries). */
function prepareStatements(db: Database) {
  const detail = (name: string, where: SQL) =>
    withSeller(
      db
        .select({
          event: eventColumns,
          ...sellerColumns,
          sellerHiddenAt: sellerUser.hiddenAt,
          banner: cardColumns.banner,
          tiers: tiersJson,
        })
        .from(events)
        .$dynamic(),
      events.sellerId,
    )
      .where(where)
      .limit(1)
      .prepare(name);
  return {
    cardsByIds: withSeller(db.select(cardColumns).from(events).$dynamic(), events.sellerId)
      .where(sql`${events.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`)
      .prepare('event_cards_by_ids'),
    detailBySlug: detail('event_detail_by_slug', eq(events.slug, sql.placeholder('slug'))),
    detailById: detail('event_detail_by_id', eq(events.id, sql.placeholder('id'))),
  };
}

const statementsOf = perDatabase(prepareStatements);

/** Event cards by id, whatever their status (saved items show a hidden event with its status): one query. */
export async function eventCardsByIds(db: Database, ids: string[]): Promise<Map<string, EventCard>> {
  if (ids.length === 0) return new Map();
  const rows = await statementsOf(db).cardsByIds.execute({ ids: ids.join(',') });
  return new Map(rows.map((row) => [row.id, cardOf(row)]));
}

/**
 * GET /v1/events: active events that have not ended, matching the filters, soonest first by
 * default; none of sellers hidden pending review or blocked by the viewer.
 */
export async function listEvents(
  db: Database,
  query: EventListQuery,
  now: Date,
  blockedSellerIds: readonly string[] = [],
): Promise<EventListResponse> {
  const request = pageRequest(query);
  const terms = query.search ? searchTerms(query.search) : undefined;
  const days = query.when && query.when !== 'upcoming' ? windowDays[query.when] : undefined;

  const filters: (SQL | undefined)[] = [
    eq(events.status, 'active'),
    isNull(events.cancelledAt),
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
    sellerNotHidden(events),
    sellerNotBlocked(events.sellerId, blockedSellerIds),
  ];

  const soonest = [asc(events.startsAt), asc(events.id)];
  const orderFor = (search: SearchTerms | undefined): SQL[] => {
    if (query.sort === 'relevance' && search) return [desc(searchRank(search, events.searchVector)), ...soonest];
    if (query.sort === 'newest') return [desc(events.createdAt), desc(events.id)];
    if (query.sort === 'price_asc') return [asc(events.priceFromKobo), ...soonest];
    if (query.sort === 'price_desc') return [desc(events.priceFromKobo), ...soonest];
    return soonest;
  };

  const run = async (search?: SearchTerms) => {
    const conditions = search ? [...filters, matchesSearch(search, events.searchVector)] : filters;
    const rows = await withSeller(
      db
        .select({ ...cardColumns, total: windowTotal })
        .from(events)
        .$dynamic(),
      events.sellerId,
    )
      .where(and(...conditions))
      .orderBy(...orderFor(search))
      .limit(request.pageSize)
      .offset(request.offset);
    const total = await totalOfPage(rows, request, () =>
      db
        .select(countOfRows)
        .from(events)
        .innerJoin(sellerUser, eq(sellerUser.id, events.sellerId))
        .leftJoin(sellerKyc, sellerKycJoin)
        .where(and(...conditions)),
    );
    return { rows, total };
  };
  const { result, correctedQuery } = terms ? await searchWithCorrection(db, 'events', terms, run) : { result: await run() };
  const page = { data: result.rows.map(cardOf), page: pageInfo(request, result.total) };
  return correctedQuery ? { ...page, correctedQuery } : page;
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof prepareStatements>['detailBySlug']['execute']>>[number];

/**
 * Who may see an event's page: anyone while it is active, and while it is cancelled (its buyers
 * follow their orders to it and must read that it is off), unless its seller is hidden pending
 * review; its seller always.
 */
function visibleTo(row: DetailRow, viewerId: string | undefined): boolean {
  const { event } = row;
  if (event.sellerId === viewerId) return true;
  if (row.sellerHiddenAt !== null) return false;
  return event.status === 'active' || (event.cancelledAt !== null && event.status !== 'archived');
}

function detailOf(row: DetailRow | undefined, viewerId: string | undefined): EventDetail {
  if (!row || !visibleTo(row, viewerId)) throw notFound('Event not found');
  const [banner] = imagesFromVariants([row.event.bannerKey], row.banner, row.event.title);
  return toEventDetail({ ...row.event, ...row }, banner, row.tiers);
}

/** One event as `viewerId` may see it: a hidden event only by its seller. */
export async function eventDetailById(db: Database, id: string, viewerId?: string): Promise<EventDetail> {
  const [row] = isUuid(id) ? await statementsOf(db).detailById.execute({ id }) : [];
  return detailOf(row, viewerId);
}

export type EventLookup = { found: EventDetail } | { movedTo: string };

/** GET /v1/events/{slug}: the event, or where its custom URL moved to, or 404. */
export async function eventBySlug(db: Database, slug: string, viewerId?: string): Promise<EventLookup> {
  if (!isSlug(slug)) throw notFound('Event not found');
  const [row] = await statementsOf(db).detailBySlug.execute({ slug });
  if (!row) {
    const movedTo = await currentSlugFor(db, 'tickets', slug);
    if (movedTo) return { movedTo };
  }
  return { found: detailOf(row, viewerId) };
}

/** GET /v1/events/slug-availability: whether a custom URL is free, and a free one like it when not. */
export async function slugAvailability(db: Database, slug: string): Promise<SlugAvailabilityResponse['data']> {
  const available = !(await isSlugTaken(db, 'tickets', slug));
  return { slug, available, suggestion: available ? null : await freeSlug(db, 'tickets', slug) };
}
