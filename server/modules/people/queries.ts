import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PEOPLE_SEARCH_LIMIT } from '../../../contract';
import type { AdminPeopleSearchResponse, AdminPerson, AdminPersonOrder, AdminPersonSummary } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { refreshTokens, sessions } from '../auth/schema';
import { events } from '../event/schema';
import { kycSubmissions } from '../kyc/schema';
import { isUuid } from '../listing/params';
import { orders } from '../order/schema';
import { products } from '../product/schema';
import { ticketOrders } from '../ticket/schema';
import { users } from '../user/schema';
import { walletMonth } from '../wallet/history';
import { walletBalances } from '../wallet/queries';
import { toAdminListing } from './moderate-listing';
import { PERSON_NOT_FOUND } from './moderate-person';
import { listingColumns } from './moderation';

/** A person's page lists at most this many of their orders (product and ticket together). */
export const PERSON_ORDERS_SHOWN = 50;

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

const summaryColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  role: users.role,
  kycStatus: users.kycStatus,
  universityId: users.universityId,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
};
interface SummaryRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
  kycStatus: AdminPersonSummary['kycStatus'];
  universityId: number | null;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
}

async function toSummary(services: Services, row: SummaryRow): Promise<AdminPersonSummary> {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    role: row.role,
    kycStatus: row.kycStatus,
    university: await services.universities.nameOf(row.universityId),
    createdAt: row.createdAt.toISOString(),
    suspended: row.suspendedAt ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason ?? '' } : null,
  };
}

const party = (row: { id: string; firstname: string; lastname: string; email: string }) => ({
  id: row.id,
  name: `${row.firstname} ${row.lastname}`,
  email: row.email,
});
const partyColumns = (table: typeof buyer | typeof seller) => ({
  id: table.id,
  firstname: table.firstname,
  lastname: table.lastname,
  email: table.email,
});

/** The orders of one kind (product or ticket) matching `where`, newest first, with their listing's title and both parties. */
function purchasesWhere(db: Database, kind: 'order' | 'ticket-order', where: SQL | undefined, limit: number) {
  const [table, listing, listingId] =
    kind === 'order' ? ([orders, products, orders.productId] as const) : ([ticketOrders, events, ticketOrders.eventId] as const);
  const { id, status, totalKobo, paymentReference, createdAt } = table;
  return db
    .select({
      id,
      title: listing.title,
      status,
      totalKobo,
      paymentReference,
      createdAt,
      buyer: partyColumns(buyer),
      seller: partyColumns(seller),
    })
    .from(table)
    .innerJoin(listing, eq(listing.id, listingId))
    .innerJoin(buyer, eq(buyer.id, table.buyerId))
    .innerJoin(seller, eq(seller.id, table.sellerId))
    .where(where)
    .orderBy(desc(createdAt))
    .limit(limit);
}

/** Product orders and ticket orders matching `productWhere` / `ticketWhere`, newest first. */
async function ordersWhere(db: Database, productWhere: SQL | undefined, ticketWhere: SQL | undefined, limit: number) {
  const productRows = await purchasesWhere(db, 'order', productWhere, limit);
  const ticketRows = await purchasesWhere(db, 'ticket-order', ticketWhere, limit);
  const all: AdminPersonOrder[] = [
    ...productRows.map((row) => ({ ...row, kind: 'order' as const })),
    ...ticketRows.map((row) => ({ ...row, kind: 'ticket-order' as const })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      status: row.status,
      totalKobo: row.totalKobo,
      paymentReference: row.paymentReference,
      createdAt: row.createdAt.toISOString(),
      buyer: party(row.buyer),
      seller: party(row.seller),
    }));
  return all;
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET /v1/admin/people?q=: people whose name or e-mail contains the search, and the orders
 * whose id or payment reference is the search, with their buyer and seller among the people.
 */
export async function searchPeople(services: Services, q: string): Promise<AdminPeopleSearchResponse['data']> {
  const { db } = services;
  const byId = isUuid(q);
  const matchedOrders = await ordersWhere(
    db,
    byId ? or(eq(orders.id, q), eq(orders.paymentReference, q)) : eq(orders.paymentReference, q),
    byId ? or(eq(ticketOrders.id, q), eq(ticketOrders.paymentReference, q)) : eq(ticketOrders.paymentReference, q),
    PEOPLE_SEARCH_LIMIT,
  );
  const partyIds = [...new Set(matchedOrders.flatMap((order) => [order.buyer.id, order.seller.id]))];
  const pattern = containing(q);
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
        byId ? eq(users.id, q) : undefined,
        partyIds.length > 0 ? inArray(users.id, partyIds) : undefined,
      ),
    )
    .orderBy(users.lastname, users.firstname, users.id)
    .limit(PEOPLE_SEARCH_LIMIT);
  return { people: await Promise.all(rows.map((row) => toSummary(services, row))), orders: matchedOrders };
}

/** Sessions still open: not revoked, and with a refresh token that can still be used. */
async function openSessions(db: Database, userId: string, now: Date) {
  const rows = await db
    .selectDistinct({ id: sessions.id, createdAt: sessions.createdAt, persistent: sessions.persistent })
    .from(sessions)
    .innerJoin(refreshTokens, eq(refreshTokens.familyId, sessions.id))
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), persistent: row.persistent }));
}

async function listingsOf(db: Database, userId: string) {
  const productRows = await db.select(listingColumns(products)).from(products).where(eq(products.sellerId, userId));
  const eventRows = await db.select(listingColumns(events)).from(events).where(eq(events.sellerId, userId));
  return [
    ...productRows.map((row) => toAdminListing('product', row)),
    ...eventRows.map((row) => toAdminListing('event', row)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function kycOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    accountType: row.accountType,
    brandName: row.brandName,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

/** GET /v1/admin/people/{id}: everything staff need about one person. */
export async function personPage(services: Services, id: string, month: string | undefined): Promise<AdminPerson> {
  const { db, clock } = services;
  const now = clock.now();
  const [row] = isUuid(id)
    ? await db
        .select({ ...summaryColumns, phone: users.phone, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
    : [];
  if (!row) throw notFound(PERSON_NOT_FOUND);
  const involved = (table: typeof orders | typeof ticketOrders) => or(eq(table.buyerId, row.id), eq(table.sellerId, row.id));
  return {
    person: {
      ...(await toSummary(services, row)),
      phone: row.phone,
      emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    },
    kyc: await kycOf(db, row.id),
    listings: await listingsOf(db, row.id),
    orders: await ordersWhere(db, involved(orders), involved(ticketOrders), PERSON_ORDERS_SHOWN),
    wallet: { balances: await walletBalances(db, row.id), month: await walletMonth(db, row.id, now, month) },
    sessions: await openSessions(db, row.id, now),
  };
}
