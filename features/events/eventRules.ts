import type { EventDetail, TicketTier } from '../../contract';

/** Whether the event is over at `now` (it has ended, not merely started). */
export function hasEnded(event: Pick<EventDetail, 'endsAt'>, now: number = Date.now()): boolean {
  return Date.parse(event.endsAt) <= now;
}

/** Whether no tier has a ticket left. */
export function isSoldOut(tiers: readonly Pick<TicketTier, 'remaining'>[]): boolean {
  return tiers.length > 0 && tiers.every((tier) => tier.remaining <= 0);
}

/** When the event runs, in Lagos time: the contract's, which the ticket pages use too. */
export { eventSchedule } from '../../contract';

/** 'Admits 8' for a ticket that seats several people; nothing for one. */
export function seatsText(seatsPerTicket: number): string | null {
  return seatsPerTicket > 1 ? `Admits ${seatsPerTicket}` : null;
}
