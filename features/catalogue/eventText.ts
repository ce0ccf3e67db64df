import type { EventCard, EventFormat } from '../../contract';
import { formatKobo, formatLongDate, formatTime } from '../../contract';

export const eventFormatLabels: Record<EventFormat, string> = {
  physical: 'Physical',
  virtual: 'Virtual',
  hybrid: 'Hybrid',
};

/** 'Free' for an event whose cheapest ticket costs nothing, else 'From ₦24,500'. */
export function eventPriceText(priceFromKobo: number): string {
  return priceFromKobo === 0 ? 'Free' : `From ${formatKobo(priceFromKobo)}`;
}

/** The event's day and start time as a card shows them, in Lagos time: 'December 5, 2026', '6:00 PM'. */
export function eventWhen(event: Pick<EventCard, 'startsAt'>): { date: string; time: string } {
  return { date: formatLongDate(event.startsAt), time: formatTime(event.startsAt) };
}
