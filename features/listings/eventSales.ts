import type { EventDetail, TicketTier } from '../../contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tickets sold of tickets offered, over every tier. */
export function salesOf(tiers: readonly Pick<TicketTier, 'quantity' | 'remaining'>[]): { sold: number; total: number } {
  return tiers.reduce(
    (sum, tier) => ({ sold: sum.sold + Math.max(0, tier.quantity - tier.remaining), total: sum.total + tier.quantity }),
    { sold: 0, total: 0 },
  );
}

/** 'Sold 12 of 200'. */
export function salesText(tiers: readonly Pick<TicketTier, 'quantity' | 'remaining'>[]): string {
  const { sold, total } = salesOf(tiers);
  return `Sold ${sold} of ${total}`;
}

/**
 * Whether the organiser may still cancel the event: not yet cancelled, and its ticket money not
 * yet released (that happens 24 hours after it ends).
 */
export function canCancel(event: Pick<EventDetail, 'cancelledAt' | 'endsAt' | 'status'>, now: number = Date.now()): boolean {
  return event.cancelledAt === null && event.status !== 'archived' && Date.parse(event.endsAt) + DAY_MS > now;
}
