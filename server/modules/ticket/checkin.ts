/**
 * Check-in at the gate: the organiser types or scans a ticket code and learns at once whether
 * it admits. Admission is one compare-and-set on the ticket row (`checked_in_at` set only while
 * it is null), so a code scanned on two phones at the same moment admits once: the other scan
 * waits for the first to commit and then finds the ticket used.
 *
 * Only the event's organiser may check in (anyone else gets 404, as if the event did not exist).
 * A code is looked up within this event only, so an unknown code and another event's code give
 * the same answer and nothing about the other event. Wrong codes are counted per organiser and
 * refused beyond a limit, so codes cannot be found by guessing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInResponse, CheckInSummaryResponse } from '../../../contract';
import { MINUTE } from '../../clock';
import type { RateRule } from '../../config';
import { tooManyRequests, waitPhrase } from '../../http/api-error';
import { RateLimiter } from '../../http/rate-limiter';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import type { events } from '../event/schema';
import { ownEvent } from '../event/update';
import { listingImagesOf } from '../file/listing-images';
import { ADMITTING_ORDER_STATUSES, checkInCounts } from './counts';
import { ticketOrderLines, ticketOrders, tickets } from './schema';

type EventRow = typeof events.$inferSelect;
type CheckInData = CheckInResponse['data'];
type EventSummary = CheckInSummaryResponse['data']['event'];

/** Wrong codes an organiser may enter in a minute before check-in pauses for them. */
export const wrongCodeRule: RateRule = { limit: 30, windowMs: MINUTE };

export const TOO_MANY_WRONG_CODES = 'Too many codes that are not for this event.';

/** The wrong-code counter of one app (created once, with its routes). */
export function wrongCodeLimiter(services: Pick<Services, 'limitStore' | 'config'>): RateLimiter {
  const rule = services.config.rateLimitsRelaxed ? { ...wrongCodeRule, limit: wrongCodeRule.limit * 1000 } : wrongCodeRule;
  return new RateLimiter(services.limitStore, 'check-in-wrong-codes', rule);
}

/** The event as the check-in page heads it. */
export async function eventSummary(services: Pick<Services, 'db'>, event: EventRow): Promise<EventSummary> {
  const [image] = await listingImagesOf(services.db, [event.bannerKey], event.title);
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    venue: event.venue,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    image: image ?? null,
    cancelled: event.cancelledAt !== null,
  };
}

/** GET /v1/events/{id}/check-in: the organiser's event and its live counts (404 for anyone else). */
export async function checkInSummary(
  services: Services,
  user: SessionUser,
  eventId: string,
): Promise<CheckInSummaryResponse['data']> {
  const event = await ownEvent(services, user, eventId);
  const [summary, counts] = await Promise.all([eventSummary(services, event), checkInCounts(services.db, event.id)]);
  return { event: summary, counts };
}

/** What the gate shows of a ticket of this event: its holder (the order's contact) and tier. */
async function ticketAtGate(services: Pick<Services, 'db'>, eventId: string, code: string) {
  const [row] = await services.db
    .select({
      status: tickets.status,
      checkedInAt: tickets.checkedInAt,
      seat: tickets.seat,
      seats: tickets.seats,
      orderStatus: ticketOrders.status,
      firstname: ticketOrders.contactFirstname,
      lastname: ticketOrders.contactLastname,
      tierName: ticketOrderLines.tierName,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .innerJoin(ticketOrderLines, and(eq(ticketOrderLines.orderId, tickets.orderId), eq(ticketOrderLines.tierId, tickets.tierId)))
    .where(and(eq(tickets.code, code), eq(tickets.eventId, eventId)));
  return row;
}

/**
 * POST /v1/events/{id}/check-in: admits the ticket with `code` if it is a valid ticket of this
 * event, of a paid (or completed, or disputed) order, not checked in before. Otherwise says why:
 * already used (and when), refunded (the ticket or its order no longer admits), or not for
 * this event (an unknown code too). `code` is already normalised by the contract.
 */
export async function checkIn(
  services: Services,
  limiter: RateLimiter,
  user: SessionUser,
  eventId: string,
  code: string,
): Promise<CheckInData> {
  const { db, clock } = services;
  const event = await ownEvent(services, user, eventId);
  const wait = await limiter.retryAfterMs(user.id);
  if (wait > 0) throw tooManyRequests(`${TOO_MANY_WRONG_CODES} Try again ${waitPhrase(wait)}.`, wait);

  const now = clock.now();
  // The compare-and-set: only one request ever finds `checked_in_at` null.
  const admitted = await db
    .update(tickets)
    .set({ checkedInAt: now, checkedInBy: user.id })
    .where(
      and(
        eq(tickets.code, code),
        eq(tickets.eventId, event.id),
        eq(tickets.status, 'valid'),
        isNull(tickets.checkedInAt),
        sql`exists (select 1 from ${ticketOrders} o where o.id = ${tickets.orderId} and o.status in (${sql.join(
          ADMITTING_ORDER_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}))`,
      ),
    )
    .returning({ id: tickets.id });

  const ticket = await ticketAtGate(services, event.id, code);
  const counts = await checkInCounts(db, event.id);
  if (!ticket) {
    await limiter.hit(user.id);
    return { result: 'not_for_this_event', ticket: null, checkedInAt: null, counts };
  }
  const shown = {
    holderName: `${ticket.firstname} ${ticket.lastname}`,
    tierName: ticket.tierName,
    seat: ticket.seat,
    seats: ticket.seats,
  };
  if (admitted.length > 0) return { result: 'admitted', ticket: shown, checkedInAt: now.toISOString(), counts };
  if (ticket.checkedInAt) return { result: 'already_used', ticket: shown, checkedInAt: ticket.checkedInAt.toISOString(), counts };
  // A ticket of this event that is not used yet but does not admit: refunded, or its order no longer holds.
  return { result: 'refunded', ticket: shown, checkedInAt: null, counts };
}
