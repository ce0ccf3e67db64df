import { and, eq, inArray } from 'drizzle-orm';
import type { DeleteListingResponse } from '../../../contract';
import { conflict } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { ticketOrders } from '../ticket/schema';
import { events } from './schema';
import { ownEvent } from './update';

export const CANCEL_BEFORE_DELETE = 'Cancel the event to refund its tickets first.';

/** Ticket orders whose tickets are paid and not released yet, or whose payment may still arrive. */
const LIVE_TICKET_ORDER_STATUSES = ['pending_payment', 'paid', 'disputed'] as const;

/**
 * DELETE /v1/events/{id}: gone, or archived when ticket orders point at it (they keep their
 * event). Refused (409) while any of its tickets are paid and not released, or an order's
 * payment may still arrive: cancelling the event refunds them.
 */
export async function removeEvent(services: Services, user: SessionUser, id: string): Promise<DeleteListingResponse['data']> {
  const { db, clock } = services;
  const event = await ownEvent(services, user, id);
  return db.transaction(async (tx) => {
    const mine = and(eq(events.id, event.id), eq(events.sellerId, user.id));
    // Locked first: a purchase still placing an order holds the event's key until it commits, so
    // the reads below see its order, and a purchase starting now waits for this decision.
    await tx.select({ id: events.id }).from(events).where(mine).for('update');
    const [live] = await tx
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(and(eq(ticketOrders.eventId, event.id), inArray(ticketOrders.status, [...LIVE_TICKET_ORDER_STATUSES])))
      .limit(1);
    if (live) throw conflict(CANCEL_BEFORE_DELETE);
    const [any] = await tx.select({ id: ticketOrders.id }).from(ticketOrders).where(eq(ticketOrders.eventId, event.id)).limit(1);
    if (any) {
      await tx.update(events).set({ status: 'archived', updatedAt: clock.now() }).where(mine);
      return { outcome: 'archived' as const };
    }
    await tx.delete(events).where(mine);
    return { outcome: 'deleted' as const };
  });
}
