/**
 * What moving an event's dates does once it has ticket orders (docs/tickets.md, 'Changing the
 * dates'). Called by the event's PATCH inside its transaction, after it locked the event's row
 * and before it locks the tiers (orders before tiers, the order every ticket transaction keeps):
 *
 * - dates never move into the past (422), so the release can never be brought forward to now;
 * - an end moved earlier keeps the end the holders were shown as `latest_shown_ends_at`: the
 *   release waits for 24 hours after the later of the two (`release-time.ts`);
 * - a start moved by more than an hour from what a holder was last told tells that holder, in
 *   the app and by e-mail, and lets them ask for a full refund until the new start.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TICKET_START_MOVE_NOTICE_MS } from '../../../contract';
import type { TicketOrderStatus } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { formatDateTime } from '../../../contract';
import type { Services } from '../../services';
import { notify } from '../notification/notify';
import type { NewNotification } from '../notification/notify';
import { buyerTicketOrderLink } from './notifications';
import { ticketOrders } from './schema';

export const DATES_INTO_THE_PAST = 'Tickets are sold for this event: its dates cannot move into the past.';
export const DATE_CHANGED_TITLE = 'Event date changed';

/** Orders whose buyers hold tickets, held them, or will once their payment arrives. */
const WITH_TICKETS: readonly TicketOrderStatus[] = ['pending_payment', 'paid', 'disputed', 'completed', 'resolved'];
/** Orders still waiting for the event: their buyers are told of a new start. */
const WAITING: readonly TicketOrderStatus[] = ['pending_payment', 'paid', 'disputed'];

interface LiveEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  latestShownEndsAt: Date | null;
}

export interface DateChange {
  startsAt: Date;
  endsAt: Date;
  /** The value to store, when it changes. */
  latestShownEndsAt?: Date;
}

function startMovedNotice(
  order: { id: string; buyerId: string },
  title: string,
  from: Date,
  to: Date,
  publicOrigin: string | undefined,
): NewNotification {
  const link = buyerTicketOrderLink(order.id);
  const body =
    `The organiser moved “${title}” from ${formatDateTime(from)} to ${formatDateTime(to)} (Lagos time). ` +
    'If the new time does not suit you, you can ask for a full refund on your order page until the event starts.';
  return {
    userId: order.buyerId,
    kind: 'ticket',
    title: DATE_CHANGED_TITLE,
    body,
    link,
    email: { subject: `Kampus: ${DATE_CHANGED_TITLE} — ${title}`, text: `${body}\n\nYour order: ${publicOrigin ?? ''}${link}\n` },
  };
}

/**
 * Checks and applies a change of `event`'s dates (read and locked by the caller) to its ticket
 * orders, in `tx`. Returns the dates to store; throws 422 when tickets are sold and a date that
 * changes would be in the past.
 */
export async function applyDateChange(
  tx: Database,
  services: Pick<Services, 'config'>,
  event: LiveEvent,
  wanted: { startsAt?: Date; endsAt?: Date },
  now: Date,
): Promise<DateChange> {
  const startsAt = wanted.startsAt ?? event.startsAt;
  const endsAt = wanted.endsAt ?? event.endsAt;
  const startMoved = startsAt.getTime() !== event.startsAt.getTime();
  const endMoved = endsAt.getTime() !== event.endsAt.getTime();
  if (!startMoved && !endMoved) return { startsAt, endsAt };

  const [sold] = await tx
    .select({ id: ticketOrders.id })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.eventId, event.id), inArray(ticketOrders.status, [...WITH_TICKETS])))
    .limit(1);
  if (!sold) return { startsAt, endsAt };

  const errors: Record<string, string> = {};
  if (startMoved && startsAt <= now) errors.startsAt = 'Start date must be in the future';
  if (endMoved && endsAt <= now) errors.endsAt = 'End date must be in the future';
  if (Object.keys(errors).length > 0) throw new ApiError(422, DATES_INTO_THE_PAST, errors);

  const change: DateChange = { startsAt, endsAt };
  if (endMoved) {
    const shown = event.latestShownEndsAt && event.latestShownEndsAt > event.endsAt ? event.latestShownEndsAt : event.endsAt;
    if (endsAt < shown) change.latestShownEndsAt = shown;
  }
  if (startMoved) await tellHolders(tx, services, event, startsAt, now);
  return change;
}

/**
 * Every waiting order whose buyer was last told a start more than an hour away from the new one,
 * in one statement: it keeps the start they were told (the refund's reason), takes the new one as
 * told, and its buyer gets the notice. Moves of an hour or less tell nobody, but add up: they are
 * measured from what each buyer was last told, not from the previous move.
 */
async function tellHolders(tx: Database, services: Pick<Services, 'config'>, event: LiveEvent, startsAt: Date, now: Date) {
  const newStart = sql`${startsAt.toISOString()}::timestamptz`;
  const told = await tx
    .update(ticketOrders)
    .set({ startMovedFrom: sql`${ticketOrders.shownStartsAt}`, shownStartsAt: startsAt, updatedAt: now })
    .where(
      and(
        eq(ticketOrders.eventId, event.id),
        inArray(ticketOrders.status, [...WAITING]),
        sql`abs(extract(epoch from (${ticketOrders.shownStartsAt} - ${newStart}))) > ${TICKET_START_MOVE_NOTICE_MS / 1000}`,
      ),
    )
    .returning({ id: ticketOrders.id, buyerId: ticketOrders.buyerId, from: ticketOrders.startMovedFrom });
  await notify(
    tx,
    told.map((order) => startMovedNotice(order, event.title, order.from ?? startsAt, startsAt, services.config.publicOrigin)),
    now,
  );
}
