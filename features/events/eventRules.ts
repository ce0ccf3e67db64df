import type { EventDetail, TicketTier } from '../../contract';
import { formatLongDate, formatTime } from '../../contract';

/** Whether the event is over at `now` (it has ended, not merely started). */
export function hasEnded(event: Pick<EventDetail, 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(event.endsAt) <= now;
}

/** Whether no tier has a ticket left. */
export function isSoldOut(tiers: readonly Pick<TicketTier, 'remaining'>[]): boolean {
  return tiers.length > 0 && tiers.every((tier) => tier.remaining <= 0);
}

/**
 * When the event runs, in Lagos time: 'December 5, 2026, 6:00 PM – 11:30 PM' on one day,
 * 'December 5, 2026, 6:00 PM – December 6, 2026, 2:00 AM' across midnight.
 */
export function eventSchedule(event: Pick<EventDetail, 'startsAt' | 'endsAt'>): string {
  const startDay = formatLongDate(event.startsAt);
  const endDay = formatLongDate(event.endsAt);
  const start = `${startDay}, ${formatTime(event.startsAt)}`;
  return startDay === endDay ? `${start} – ${formatTime(event.endsAt)}` : `${start} – ${endDay}, ${formatTime(event.endsAt)}`;
}

/** 'Admits 8' for a ticket that seats several people; nothing for one. */
export function seatsText(seatsPerTicket: number): string | null {
  return seatsPerTicket > 1 ? `Admits ${seatsPerTicket}` : null;
}
