/**
 * The buyer's own requests on a ticket order: the tickets e-mailed again (at most 3 an hour),
 * a dispute saying the event did not happen (from its start until the release, and only while
 * none of the order's tickets was checked in at the gate), and a full refund after the organiser
 * moved the start by more than an hour (until the new start).
 */
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { ticketOrderMachine } from '../../../contract';
import type { TicketOrderDetail, TicketOrderStatus } from '../../../contract';
import { HOUR } from '../../clock';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { Services } from '../../services';
import { ruleOrRefusal } from '../escrow/transition';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { sendTicketsMail } from './mail';
import { ticketDisputeOpenedNotifications, ticketRefundedForDateChangeNotifications } from './notifications';
import { dateChangeRefundRefusal, describeTicketOrder } from './queries';
import { releaseAtOf } from './release-time';
import type { TicketViewer } from './queries';
import { ticketOrders, tickets } from './schema';
import { TICKET_ORDER_NOT_FOUND, applyTicketTransition, readTicketOrder, ticketActorOf } from './transition';
import type { TicketOrderRow } from './transition';

/** How many times an hour the buyer may have the tickets e-mailed again. */
export const RESENDS_PER_HOUR = 3;
const RESENDABLE: readonly TicketOrderStatus[] = ['paid', 'completed', 'disputed'];

/** The order for a request only its buyer may make: 404 for strangers, 403 for the organiser and administrators. */
function asBuyer(row: TicketOrderRow, viewer: TicketViewer, what: string): void {
  const actor = ticketActorOf(row, viewer.userId, viewer.isAdmin);
  if (actor === null || (actor === 'seller' && !viewer.isAdmin)) throw notFound(TICKET_ORDER_NOT_FOUND);
  if (actor !== 'buyer') throw forbidden(`Only the buyer can ${what}.`);
}

/** POST /v1/ticket-orders/{id}/resend: the tickets e-mailed again to the order's contact address. */
export async function resendTickets(services: Services, orderId: string, viewer: TicketViewer): Promise<{ sentTo: string }> {
  const { db, clock } = services;
  const now = clock.now();
  const row = await readTicketOrder(db, orderId);
  asBuyer(row, viewer, 'have the tickets sent again');
  if (!RESENDABLE.includes(row.status))
    throw conflict(
      row.status === 'pending_payment'
        ? 'Your tickets are issued once the payment is confirmed.'
        : 'This order has no valid tickets to send.',
    );
  const windowStart = new Date(now.getTime() - HOUR);
  const newWindow = or(sql`${ticketOrders.resentAt} is null`, lte(ticketOrders.resentAt, windowStart));
  // One statement counts and claims the send: requests racing cannot pass the limit together.
  const [claimed] = await db
    .update(ticketOrders)
    .set({
      resentAt: sql`case when ${newWindow} then ${now.toISOString()}::timestamptz else ${ticketOrders.resentAt} end`,
      resendCount: sql`case when ${newWindow} then 1 else ${ticketOrders.resendCount} + 1 end`,
    })
    .where(and(eq(ticketOrders.id, row.id), or(newWindow, sql`${ticketOrders.resendCount} < ${RESENDS_PER_HOUR}`)))
    .returning({ id: ticketOrders.id });
  if (!claimed) {
    const retryMs = Math.max(0, (row.resentAt?.getTime() ?? now.getTime()) + HOUR - now.getTime());
    throw tooManyRequests(
      `Your tickets were sent ${RESENDS_PER_HOUR} times in the last hour. You can have them sent again ${waitPhrase(retryMs)}.`,
      retryMs,
    );
  }
  sendTicketsMail(services, row.id);
  return { sentTo: row.contactEmail };
}

async function anyCheckedIn(tx: Database, orderId: string): Promise<boolean> {
  const [checkedIn] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), isNotNull(tickets.checkedInAt)))
    .limit(1);
  return checkedIn !== undefined;
}

/** POST /v1/ticket-orders/{id}/dispute: the buyer says the event did not happen; the money is frozen. */
export async function disputeTicketOrder(
  services: Services,
  orderId: string,
  viewer: TicketViewer,
  reason: string,
): Promise<TicketOrderDetail> {
  const { db, clock, config } = services;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const current = await readTicketOrder(tx, orderId, true);
    asBuyer(current, viewer, 'dispute this order');
    ruleOrRefusal(ticketOrderMachine, current.status, 'dispute', 'buyer');
    const [event] = await tx
      .select({
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        latestShownEndsAt: events.latestShownEndsAt,
        cancelledAt: events.cancelledAt,
      })
      .from(events)
      .where(eq(events.id, current.eventId));
    if (!event) throw notFound(TICKET_ORDER_NOT_FOUND);
    if (event.cancelledAt) throw conflict('This event was cancelled: your order is refunded in full.');
    if (now < event.startsAt) throw conflict('You can report that the event did not happen once it has started.');
    if (now >= releaseAtOf(event))
      throw conflict('The money for this order was released to the organiser 24 hours after the event ended.');
    if (await anyCheckedIn(tx, current.id))
      throw conflict('A ticket of this order was checked in at the gate, so the event took place: it cannot be disputed.');
    const applied = await applyTicketTransition(
      tx,
      services,
      current,
      'dispute',
      { actor: 'buyer', actorId: viewer.userId, note: reason },
      now,
    );
    await notify(tx, await ticketDisputeOpenedNotifications(tx, current, event.title, reason, config.publicOrigin), now);
    return applied.order;
  });
  return describeTicketOrder(services, row, viewer, now);
}

/**
 * POST /v1/ticket-orders/{id}/refund: the buyer gives the tickets back because the start moved by
 * more than an hour; the whole total goes to their Kampus wallet. Requests sent together are
 * applied once: the first refunds, the others find the order refunded and answer it as it is.
 */
export async function refundForDateChange(services: Services, orderId: string, viewer: TicketViewer): Promise<TicketOrderDetail> {
  const { db, clock, config } = services;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const seen = await readTicketOrder(tx, orderId);
    asBuyer(seen, viewer, 'ask for this refund');
    // The event's row shared first, as a purchase takes it: a date change or a cancellation waits
    // for this refund, or this refund sees what they changed. Then the order, then its tiers.
    const [event] = await tx
      .select({ title: events.title, startsAt: events.startsAt, cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, seen.eventId))
      .for('share');
    if (!event) throw notFound(TICKET_ORDER_NOT_FOUND);
    const current = await readTicketOrder(tx, orderId, true);
    if (current.status === 'refunded') return current;
    const refusal = dateChangeRefundRefusal(
      current,
      { startsAt: event.startsAt, cancelled: event.cancelledAt !== null },
      await anyCheckedIn(tx, current.id),
      now,
    );
    if (refusal) throw conflict(refusal);
    const applied = await applyTicketTransition(
      tx,
      services,
      current,
      'date_change_refund',
      { actor: 'buyer', actorId: viewer.userId, note: 'The organiser moved the start by more than an hour.' },
      now,
    );
    await notify(tx, ticketRefundedForDateChangeNotifications(current, event.title, config.publicOrigin), now);
    return applied.order;
  });
  return describeTicketOrder(services, row, viewer, now);
}
