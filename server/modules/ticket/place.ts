/**
 * The buyer's `place`: checks the event and its tiers, then in one transaction reserves every
 * line with a guarded update (`sold + q <= quantity`, tier by tier in id order so two orders
 * never wait on each other crosswise) and stores the order. An all-free order is paid at once
 * and its tickets issued in the same transaction; otherwise the payment page is asked for after
 * the commit and the order waits 30 minutes for its payment.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_ORDER_TOTAL_KOBO, ORDER_TOO_LARGE_MESSAGE, TICKET_PAYMENT_WINDOW_MS, ticketOrderMachine } from '../../../contract';
import type { CreateTicketOrderInput, Kobo, TicketOrderDetail } from '../../../contract';
import { ApiError, conflict, invalidField, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { ruleOrRefusal } from '../escrow/transition';
import { events, ticketTiers } from '../event/schema';
import { notify } from '../notification/notify';
import { PaymentProviderError } from '../payment/paystack';
import { paystackFor } from '../payment/provider';
import { issueTickets } from './issue';
import { sendTicketsMail } from './mail';
import { ticketsIssuedNotifications } from './notifications';
import { describeTicketOrder } from './queries';
import { ticketOrderEvents, ticketOrderLines, ticketOrders } from './schema';
import { applyTicketTransition } from './transition';

export const EVENT_NOT_FOUND = 'Event not found';
export const OWN_EVENT = 'You cannot buy tickets for your own event.';
export const PAYMENT_UNAVAILABLE =
  'We could not reach the payment service, so your tickets were not reserved. Please try again in a few minutes.';

/** A ticket order's reference at the payment provider: `ktk_` and the order id's 32 hex digits. */
export const TICKET_REFERENCE_PREFIX = 'ktk_';
export const ticketReferenceOf = (orderId: string) => `${TICKET_REFERENCE_PREFIX}${orderId.replaceAll('-', '')}`;
export const isTicketReference = (reference: string) => reference.startsWith(TICKET_REFERENCE_PREFIX);

/** What is wrong with buying for this event now, or null. */
export function eventNotOnSale(event: { status: string; cancelledAt: Date | null; endsAt: Date }, now: Date): string | null {
  if (event.cancelledAt) return 'This event was cancelled: its tickets are no longer on sale.';
  if (event.status !== 'active') return 'This event is not on sale.';
  if (event.endsAt.getTime() <= now.getTime()) return 'This event has ended: its tickets are no longer on sale.';
  return null;
}

export function ticketsLeftMessage(tierName: string, left: number): string {
  if (left <= 0) return `${tierName} is sold out.`;
  return `Only ${left} ${left === 1 ? 'ticket' : 'tickets'} left for ${tierName}.`;
}

/** Thrown inside the reservation to roll it back: this tier has too few tickets left. */
class TierShort extends Error {
  constructor(readonly tierId: string) {
    super(`tier ${tierId} is short`);
  }
}

export interface PlacedTicketOrder {
  order: TicketOrderDetail;
  payment: { authorizationUrl: string; reference: string } | null;
}

export async function placeTicketOrder(
  services: Services,
  buyer: SessionUser,
  input: CreateTicketOrderInput,
  appOrigin: string,
): Promise<PlacedTicketOrder> {
  const { db, clock, logger } = services;
  const now = clock.now();

  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      sellerId: events.sellerId,
      status: events.status,
      cancelledAt: events.cancelledAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.sellerId === buyer.id) throw new ApiError(422, OWN_EVENT);
  const refusal = eventNotOnSale(event, now);
  if (refusal) throw new ApiError(422, refusal);

  const tierIds = input.items.map((item) => item.tierId);
  const tiers = await db.select().from(ticketTiers).where(inArray(ticketTiers.id, tierIds));
  const tierById = new Map(tiers.map((tier) => [tier.id, tier]));
  input.items.forEach((item, index) => {
    const tier = tierById.get(item.tierId);
    if (!tier || tier.eventId !== event.id) {
      const message = tier
        ? `“${tier.name}” is not a ticket type of this event.`
        : `Ticket type ${item.tierId} is not a ticket type of this event.`;
      throw new ApiError(422, message, { [`items.${index}.tierId`]: message });
    }
  });
  if (!(await services.universities.nameOf(input.contact.universityId)))
    throw invalidField('contact.universityId', 'University must be chosen from the list');

  // Lines in the order the event lists its tiers.
  const lines = input.items
    .map((item) => ({ item, tier: tierById.get(item.tierId)! }))
    .sort((a, b) => a.tier.position - b.tier.position);
  for (const { item, tier } of lines) {
    if (item.quantity > tier.quantity - tier.sold) throw conflict(ticketsLeftMessage(tier.name, tier.quantity - tier.sold));
  }
  const total = lines.reduce((sum, { item, tier }) => sum + tier.priceKobo * item.quantity, 0) as Kobo;
  const admits = lines.reduce((sum, { item, tier }) => sum + item.quantity * tier.seatsPerTicket, 0);
  if (!Number.isSafeInteger(total) || total > MAX_ORDER_TOTAL_KOBO) throw invalidField('items', ORDER_TOO_LARGE_MESSAGE);
  const free = total === 0;
  // An all-free order is paid at once, with its tickets issued; any other waits for its payment.
  const placed = ruleOrRefusal(ticketOrderMachine, null, 'place', 'buyer', { free });

  const orderId = randomUUID();
  const reference = free ? null : ticketReferenceOf(orderId);
  let row;
  try {
    row = await db.transaction(async (tx) => {
      // Shares the event's row with other buyers; an organiser's cancellation (an update) waits for it, and it for that.
      const [current] = await tx
        .select({ status: events.status, cancelledAt: events.cancelledAt, startsAt: events.startsAt, endsAt: events.endsAt })
        .from(events)
        .where(eq(events.id, event.id))
        .for('share');
      const stopped = current ? eventNotOnSale(current, now) : EVENT_NOT_FOUND;
      if (stopped || !current) throw new ApiError(422, stopped ?? EVENT_NOT_FOUND);
      for (const { item, tier } of [...lines].sort((a, b) => (a.tier.id < b.tier.id ? -1 : 1))) {
        const [taken] = await tx
          .update(ticketTiers)
          .set({ sold: sql`${ticketTiers.sold} + ${item.quantity}` })
          .where(
            and(
              eq(ticketTiers.id, tier.id),
              eq(ticketTiers.eventId, event.id),
              sql`${ticketTiers.sold} + ${item.quantity} <= ${ticketTiers.quantity}`,
            ),
          )
          .returning({ id: ticketTiers.id });
        if (!taken) throw new TierShort(tier.id);
      }
      const [order] = await tx
        .insert(ticketOrders)
        .values({
          id: orderId,
          buyerId: buyer.id,
          sellerId: event.sellerId,
          eventId: event.id,
          status: placed.to,
          totalKobo: total,
          admits,
          contactFirstname: input.contact.firstname,
          contactLastname: input.contact.lastname,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone,
          contactUniversityId: input.contact.universityId,
          contactAddress: input.contact.address,
          contactLandmark: input.contact.landmark,
          paymentReference: reference,
          dueAt: free ? null : new Date(now.getTime() + TICKET_PAYMENT_WINDOW_MS),
          paidAt: free ? now : null,
          // Read under the event's shared lock: a date change waits for this order, or this sees it.
          shownStartsAt: current.startsAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!order) throw new Error(`ticket order ${orderId} was not stored`);
      await tx.insert(ticketOrderLines).values(
        lines.map(({ item, tier }, position) => ({
          orderId,
          tierId: tier.id,
          position,
          tierName: tier.name,
          quantity: item.quantity,
          unitPriceKobo: tier.priceKobo,
          seatsPerTicket: tier.seatsPerTicket,
        })),
      );
      await tx.insert(ticketOrderEvents).values({
        orderId,
        kind: placed.transition,
        fromStatus: null,
        toStatus: order.status,
        actor: 'buyer',
        actorId: buyer.id,
        createdAt: now,
      });
      if (!free) return order;
      // Nothing to pay: the order is paid at once and its tickets issued.
      await issueTickets(tx, order, now);
      await notify(tx, ticketsIssuedNotifications(order, event.title, services.config.publicOrigin), now);
      return order;
    });
  } catch (error) {
    if (!(error instanceof TierShort)) throw error;
    const [tier] = await db.select().from(ticketTiers).where(eq(ticketTiers.id, error.tierId));
    throw conflict(ticketsLeftMessage(tier?.name ?? 'This ticket type', tier ? tier.quantity - tier.sold : 0));
  }

  if (free) {
    sendTicketsMail(services, row.id);
    return { order: await describeTicketOrder(services, row, { userId: buyer.id, isAdmin: false }, now), payment: null };
  }

  // Never inside the transaction: the provider is a network call.
  let payment: { authorizationUrl: string; reference: string };
  try {
    payment = await paystackFor(services).initialize({
      email: input.contact.email,
      amount: total,
      reference: reference!,
      callbackUrl: `${appOrigin}/ticket/purchase/return?reference=${encodeURIComponent(reference!)}`,
      metadata: { ticketOrderId: orderId },
    });
    [row = row] = await db
      .update(ticketOrders)
      .set({ authorizationUrl: payment.authorizationUrl })
      .where(eq(ticketOrders.id, orderId))
      .returning();
  } catch (error) {
    logger.warn('ticket order not placed: the payment could not be initialized', {
      ticketOrderId: orderId,
      error: error instanceof PaymentProviderError ? `${error.failure}: ${error.detail}` : String(error),
    });
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
      if (current?.status === 'pending_payment')
        await applyTicketTransition(
          tx,
          services,
          current,
          'expire',
          { actor: 'system', note: 'The payment could not be started.' },
          clock.now(),
        );
    });
    throw new ApiError(503, PAYMENT_UNAVAILABLE);
  }
  return {
    order: await describeTicketOrder(services, row, { userId: buyer.id, isAdmin: false }, now),
    payment: { authorizationUrl: payment.authorizationUrl, reference: payment.reference },
  };
}
