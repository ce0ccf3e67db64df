/**
 * The ticket orders' reads: one order with its tickets (its buyer and administrators only: 404
 * for anyone else, the organiser included, so a code never leaks), and the caller's list.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ticketOrderStatusLabels } from '../../../contract';
import type { TicketOrder, TicketOrderDetail, TicketOrderListResponse, TicketOrderStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { decisionOf } from '../escrow/dispute';
import { questionsOf, toPartyQuestion } from '../escrow/questions';
import { events } from '../event/schema';
import { imagesFromVariants, publicVariantsJson } from '../file/listing-images';
import { countOfRows, pageInfo, pageRequest, totalOfPage, windowTotal } from '../listing/paging';
import * as seller from '../listing/seller';
import { releaseAtOf } from './release-time';
import { ticketDisputes, ticketOrderLines, ticketOrders, tickets } from './schema';
import { TICKET_ORDER_NOT_FOUND, isTicketOrderId } from './transition';
import type { TicketOrderRow } from './transition';

export interface TicketViewer {
  userId: string;
  isAdmin: boolean;
}

type EventFacts = TicketOrder['event'] & {
  organiser: TicketOrder['organiser'];
  /** The latest end the holders were shown, when the end moved earlier (`release-time.ts`). */
  latestShownEndsAt: string | null;
};

/** The events of these orders with their organisers and banners, by event id. */
async function eventsById(db: Database, ids: string[]): Promise<Map<string, EventFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      venue: events.venue,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      bannerKey: events.bannerKey,
      cancelledAt: events.cancelledAt,
      latestShownEndsAt: events.latestShownEndsAt,
      banner: publicVariantsJson(sql`array[${events.bannerKey}]`),
      ...seller.sellerColumns,
    })
    .from(events)
    .innerJoin(seller.sellerUser, eq(seller.sellerUser.id, events.sellerId))
    .leftJoin(seller.sellerKyc, seller.sellerKycJoin)
    .leftJoin(seller.sellerUniversity, seller.sellerUniversityJoin)
    .where(inArray(events.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        venue: row.venue,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        image: imagesFromVariants([row.bannerKey], row.banner, row.title)[0] ?? null,
        cancelled: row.cancelledAt !== null,
        organiser: seller.toSellerSummary(row),
        latestShownEndsAt: row.latestShownEndsAt?.toISOString() ?? null,
      },
    ]),
  );
}

type LineRow = typeof ticketOrderLines.$inferSelect;

async function linesByOrder(db: Database, ids: string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(ticketOrderLines)
    .where(inArray(ticketOrderLines.orderId, ids))
    .orderBy(asc(ticketOrderLines.orderId), asc(ticketOrderLines.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

function toTicketOrder(row: TicketOrderRow, event: EventFacts, lines: LineRow[], now: Date): TicketOrder {
  const { organiser, latestShownEndsAt: _latestShownEndsAt, ...summary } = event;
  return {
    id: row.id,
    status: row.status,
    event: summary,
    organiser,
    lines: lines.map((line) => ({
      tierId: line.tierId,
      tierName: line.tierName,
      quantity: line.quantity,
      unitPriceKobo: line.unitPriceKobo,
      seatsPerTicket: line.seatsPerTicket,
      subtotalKobo: line.unitPriceKobo * line.quantity,
    })),
    totalKobo: row.totalKobo,
    admits: row.admits,
    paymentReference: row.paymentReference,
    paymentDueAt: row.status === 'pending_payment' && row.dueAt && row.dueAt > now ? row.dueAt.toISOString() : null,
    releaseAt: row.status === 'paid' ? releaseAtOf(event).toISOString() : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the buyer may dispute now: paid, from the event's start until the release, nobody checked in. */
export function canDisputeNow(
  status: TicketOrderStatus,
  event: { startsAt: Date | string; endsAt: Date | string; latestShownEndsAt: Date | string | null; cancelled: boolean },
  anyCheckedIn: boolean,
  now: Date,
): boolean {
  return (
    status === 'paid' &&
    !event.cancelled &&
    !anyCheckedIn &&
    now.getTime() >= new Date(event.startsAt).getTime() &&
    now.getTime() < releaseAtOf(event).getTime()
  );
}

export const REFUND_NEEDS_A_MOVE = 'You can ask for a refund only when the organiser moved the event by more than an hour.';
export const REFUND_AFTER_START = 'The event has started: a refund for the date change could be asked for only until then.';

/**
 * Why the buyer may not give the tickets back for a date change now, or null when they may: the
 * start moved by more than an hour from what they were told, the order is paid, the event neither
 * cancelled nor started, and none of its tickets used at the gate.
 */
export function dateChangeRefundRefusal(
  row: Pick<TicketOrderRow, 'status' | 'startMovedFrom'>,
  event: { startsAt: Date | string; cancelled: boolean },
  anyCheckedIn: boolean,
  now: Date,
): string | null {
  if (event.cancelled) return 'This event was cancelled: your order is refunded in full.';
  if (row.startMovedFrom === null) return REFUND_NEEDS_A_MOVE;
  if (row.status !== 'paid')
    return `This ticket order is ${ticketOrderStatusLabels[row.status].toLowerCase()}: it cannot be refunded for the date change.`;
  if (now.getTime() >= new Date(event.startsAt).getTime()) return REFUND_AFTER_START;
  if (anyCheckedIn) return 'A ticket of this order was checked in at the gate: it cannot be refunded.';
  return null;
}

/** One ticket order as its buyer or an administrator sees it. */
export async function describeTicketOrder(
  services: Pick<Services, 'db' | 'universities'>,
  row: TicketOrderRow,
  viewer: TicketViewer,
  now: Date,
): Promise<TicketOrderDetail> {
  const { db } = services;
  const party = viewer.userId === row.buyerId ? 'buyer' : viewer.userId === row.sellerId ? 'seller' : null;
  const [eventMap, lineMap, ticketRows, [dispute], university, questions] = await Promise.all([
    eventsById(db, [row.eventId]),
    linesByOrder(db, [row.id]),
    db.select().from(tickets).where(eq(tickets.orderId, row.id)).orderBy(asc(tickets.id)),
    db.select().from(ticketDisputes).where(eq(ticketDisputes.orderId, row.id)),
    services.universities.nameOf(row.contactUniversityId),
    // A party sees the desk's questions to them; staff read them all on the dispute desk.
    party && row.status !== 'pending_payment' ? questionsOf(db, 'ticket-order', row.id, party) : [],
  ]);
  const event = eventMap.get(row.eventId);
  if (!event) throw new Error(`ticket order ${row.id}: its event is missing`);
  const lines = lineMap.get(row.id) ?? [];
  const tierName = new Map(lines.map((line) => [line.tierId, line.tierName]));
  const showCodes = viewer.isAdmin || viewer.userId === row.buyerId;
  const anyCheckedIn = ticketRows.some((ticket) => ticket.checkedInAt !== null);
  return {
    ...toTicketOrder(row, event, lines, now),
    contact: {
      firstname: row.contactFirstname,
      lastname: row.contactLastname,
      email: row.contactEmail,
      phone: row.contactPhone,
      universityId: row.contactUniversityId,
      university,
      address: row.contactAddress,
      landmark: row.contactLandmark,
    },
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      tierId: ticket.tierId,
      tierName: tierName.get(ticket.tierId) ?? '',
      seat: ticket.seat,
      seats: ticket.seats,
      code: showCodes ? ticket.code : null,
      status: ticket.status === 'valid' && ticket.checkedInAt ? 'checked_in' : ticket.status,
      checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    })),
    authorizationUrl:
      row.status === 'pending_payment' && row.dueAt && row.dueAt > now && row.authorizationUrl ? row.authorizationUrl : null,
    canDispute: viewer.userId === row.buyerId && canDisputeNow(row.status, event, anyCheckedIn, now),
    dateChange: row.startMovedFrom ? { previousStartsAt: row.startMovedFrom.toISOString() } : null,
    canRequestRefund: viewer.userId === row.buyerId && dateChangeRefundRefusal(row, event, anyCheckedIn, now) === null,
    dispute: dispute
      ? {
          reason: dispute.reason,
          openedAt: dispute.openedAt.toISOString(),
          decision: decisionOf(dispute),
          questions: questions.map(toPartyQuestion),
        }
      : null,
  };
}

/** GET /v1/ticket-orders/{id}: the buyer and administrators; 404 for anyone else. */
export async function ticketOrderForViewer(
  services: Pick<Services, 'db' | 'universities'>,
  orderId: string,
  viewer: TicketViewer,
  now: Date,
): Promise<TicketOrderDetail> {
  if (!isTicketOrderId(orderId)) throw notFound(TICKET_ORDER_NOT_FOUND);
  const [row] = await services.db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  if (!row || (row.buyerId !== viewer.userId && !viewer.isAdmin)) throw notFound(TICKET_ORDER_NOT_FOUND);
  return describeTicketOrder(services, row, viewer, now);
}

/** GET /v1/ticket-orders: the caller's ticket orders, newest first. */
export async function ticketOrdersOfBuyer(
  db: Database,
  buyerId: string,
  query: { status?: TicketOrderStatus; reference?: string; page?: number; pageSize?: number },
  now: Date,
): Promise<TicketOrderListResponse> {
  const request = pageRequest(query);
  const where = and(
    eq(ticketOrders.buyerId, buyerId),
    query.status ? eq(ticketOrders.status, query.status) : undefined,
    query.reference
      ? and(isNotNull(ticketOrders.paymentReference), eq(ticketOrders.paymentReference, query.reference))
      : undefined,
  );
  const rows = await db
    .select({ order: ticketOrders, total: windowTotal })
    .from(ticketOrders)
    .where(where)
    .orderBy(desc(ticketOrders.createdAt), desc(ticketOrders.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const total = await totalOfPage(rows, request, () => db.select(countOfRows).from(ticketOrders).where(where));
  const orders = rows.map((row) => row.order);
  const [eventMap, lineMap] = await Promise.all([
    eventsById(
      db,
      orders.map((order) => order.eventId),
    ),
    linesByOrder(
      db,
      orders.map((order) => order.id),
    ),
  ]);
  const data = orders.flatMap((order) => {
    const event = eventMap.get(order.eventId);
    return event ? [toTicketOrder(order, event, lineMap.get(order.id) ?? [], now)] : [];
  });
  return { data, page: pageInfo(request, total) };
}
