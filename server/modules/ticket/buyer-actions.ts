/**
 * The buyer's own requests on a ticket order: the tickets e-mailed again (at most 3 an hour),
 * and a dispute saying the event did not happen (from its start until the release, and only
 * while none of the order's tickets was checked in at the gate).
 */
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { TicketOrderDetail, TicketOrderStatus } from '../../../contract';
import { HOUR } from '../../clock';
import { conflict, forbidden, notFound, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { Services } from '../../services';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { sendTicketsMail } from './mail';
import { ticketDisputeOpenedNotifications } from './notifications';
import { describeTicketOrder, releaseAtOf } from './queries';
import type { TicketViewer } from './queries';
import { ticketOrders, tickets } from './schema';
import {
  TICKET_ORDER_NOT_FOUND,
  allowedTicketTransition,
  applyTicketTransition,
  readTicketOrder,
  ticketActorOf,
} from './transition';
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
    allowedTicketTransition(current.status, 'dispute', 'buyer');
    const [event] = await tx
      .select({ title: events.title, startsAt: events.startsAt, endsAt: events.endsAt, cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, current.eventId));
    if (!event) throw notFound(TICKET_ORDER_NOT_FOUND);
    if (event.cancelledAt) throw conflict('This event was cancelled: your order is refunded in full.');
    if (now < event.startsAt) throw conflict('You can report that the event did not happen once it has started.');
    if (now >= releaseAtOf(event.endsAt))
      throw conflict('The money for this order was released to the organiser 24 hours after the event ended.');
    const [checkedIn] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.orderId, current.id), isNotNull(tickets.checkedInAt)))
      .limit(1);
    if (checkedIn)
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
