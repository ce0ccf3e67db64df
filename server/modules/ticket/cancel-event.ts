/**
 * The organiser cancels an event: in one transaction the event is marked cancelled (and taken off
 * sale), every paid or disputed ticket order is refunded in full from its escrow to the buyer's
 * available balance (one ledger transaction per order, keyed by the order's `cancel_event`
 * transition), its tickets become `refunded`, every unpaid order is cancelled with its tickets
 * returned to their tiers, and every buyer is told in the app and by e-mail.
 *
 * The event row's compare-and-set (`cancelled_at` still null) decides which of two cancellations
 * sent together wins; the other answers 409 and moves nothing. A ticket purchase in flight holds
 * its tiers until it commits: the cancellation waits for the tiers, then reads the orders again,
 * so an order placed meanwhile is cancelled too.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS } from '../../../contract';
import type { CancelEventResponse } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { events, ticketTiers } from '../event/schema';
import { ownEvent } from '../event/update';
import { catalogueChanged } from '../listing/read-cache';
import type { NewNotification } from '../notification/notify';
import { notify } from '../notification/notify';
import { formatKobo } from '../../../contract';
import { releaseEndSql } from './release-time';
import { ticketOrders } from './schema';
import { applyTicketTransition } from './transition';
import type { TicketOrderRow } from './transition';

export const EVENT_ALREADY_CANCELLED = 'This event is already cancelled.';
export const EVENT_ENDED_TOO_LONG_AGO =
  'This event ended more than 24 hours ago: its ticket money has gone to the organiser, so it can no longer be cancelled.';
export const ARCHIVED_EVENT = 'An archived listing cannot be changed';

/** The ticket order statuses a cancellation ends (the others are final or already released). */
const OPEN_STATUSES = ['pending_payment', 'paid', 'disputed'] as const;

/** The link of a buyer's ticket order page. */
export const buyerTicketOrderLink = (orderId: string) => `/dashboard/tickets/${orderId}`;

/** What each buyer is told: the refund of a paid order, or the end of an unpaid one. */
function buyerNotice(order: TicketOrderRow, wasPaid: boolean, title: string, reason: string): NewNotification {
  const event = `“${title}”`;
  let outcome: string;
  if (!wasPaid) outcome = 'Your unpaid order was cancelled; nothing was charged.';
  else if (order.totalKobo > 0) outcome = `${formatKobo(order.totalKobo)} is back in your Kampus wallet.`;
  else outcome = 'Your free tickets are no longer valid.';
  const said = reason.trim();
  const body = `The organiser cancelled ${event}: ${said}${/[.!?]$/.test(said) ? '' : '.'} ${outcome}`;
  return {
    userId: order.buyerId,
    kind: 'ticket',
    title: 'Event cancelled',
    body,
    link: buyerTicketOrderLink(order.id),
    email: { subject: `${title} is cancelled`, text: `${body}\n\nYour order: ${buyerTicketOrderLink(order.id)}` },
  };
}

/** A deadlock or serialisation failure (SQLSTATE 40P01 / 40001), through drizzle's error wrapping: worth one more try. */
function isRetryable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && (current.code === '40P01' || current.code === '40001')) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const openOrdersOf = (tx: Database, eventId: string) =>
  tx
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, eventId), inArray(ticketOrders.status, [...OPEN_STATUSES])))
    .orderBy(asc(ticketOrders.id))
    .for('update');

/**
 * POST /v1/events/{id}/cancel: the organiser only (404 for anyone else); 409 when the event is
 * already cancelled, archived, or ended more than 24 hours ago (its money is released then).
 */
export async function cancelEvent(
  services: Services,
  user: SessionUser,
  eventId: string,
  reason: string,
): Promise<CancelEventResponse['data']> {
  const { db, clock } = services;
  const event = await ownEvent(services, user, eventId);
  const now = clock.now();
  const endedBefore = new Date(now.getTime() - TICKET_RELEASE_AFTER_END_MS);

  const run = () =>
    db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(events)
        .set({ cancelledAt: now, cancelReason: reason, status: 'inactive', updatedAt: now })
        .where(
          and(
            eq(events.id, event.id),
            eq(events.sellerId, user.id),
            isNull(events.cancelledAt),
            ne(events.status, 'archived'),
            // Until the release: 24 hours after the latest end the holders were shown.
            sql`${releaseEndSql} > ${endedBefore.toISOString()}::timestamptz`,
          ),
        )
        .returning({ title: events.title });
      if (!cancelled) {
        const [current] = await tx
          .select({ cancelledAt: events.cancelledAt, status: events.status })
          .from(events)
          .where(eq(events.id, event.id));
        if (current?.cancelledAt) throw conflict(EVENT_ALREADY_CANCELLED);
        if (current?.status === 'archived') throw conflict(ARCHIVED_EVENT);
        throw conflict(EVENT_ENDED_TOO_LONG_AGO);
      }

      // Orders first (the order payment expiry and confirmation lock them before any tier),
      // then the tiers, which waits for any purchase still reserving them; then the orders
      // again, which now include what such a purchase placed.
      await openOrdersOf(tx, event.id);
      await tx
        .select({ id: ticketTiers.id })
        .from(ticketTiers)
        .where(eq(ticketTiers.eventId, event.id))
        .orderBy(asc(ticketTiers.id))
        .for('update');
      const open = await openOrdersOf(tx, event.id);

      let refundedOrders = 0;
      let cancelledOrders = 0;
      const notices: NewNotification[] = [];
      for (const order of open) {
        await applyTicketTransition(
          tx,
          services,
          order,
          'cancel_event',
          { actor: 'seller', actorId: user.id, note: reason },
          now,
        );
        const wasPaid = order.status !== 'pending_payment';
        if (wasPaid) refundedOrders += 1;
        else cancelledOrders += 1;
        notices.push(buyerNotice(order, wasPaid, cancelled.title, reason));
      }
      await notify(tx, notices, now);
      return { refundedOrders, cancelledOrders };
    });

  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await run();
      catalogueChanged(db);
      return result;
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
