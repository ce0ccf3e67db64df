import type { EventDetail } from '../../contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Sold 12 of 200': tickets sold of tickets offered, over every tier. */
export function salesText(sales: { ticketsSold: number; ticketsOffered: number }): string {
  return `Sold ${sales.ticketsSold} of ${sales.ticketsOffered}`;
}

/**
 * Whether the organiser may still cancel the event: not yet cancelled, and its ticket money not
 * yet released (that happens 24 hours after it ends).
 */
export function canCancel(event: Pick<EventDetail, 'cancelledAt' | 'endsAt' | 'status'>, now: number = Date.now()): boolean {
  return event.cancelledAt === null && event.status !== 'archived' && Date.parse(event.endsAt) + DAY_MS > now;
}
