/**
 * How a seller's figures read, in words a buyer understands at a glance. Pure, so the rounding
 * and the empty states are tested without a browser.
 */

/** '12 min', '2 hours', '3 days' for a median first reply; null before any reply. */
export function replyTimeText(minutes: number | null): string {
  if (minutes === null) return 'No replies yet';
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.round(minutes / (24 * 60));
  return days === 1 ? '1 day' : `${days} days`;
}

/** '92%' of deliveries on time; null before any delivery was due. */
export function onTimeText(rate: number | null): string {
  return rate === null ? 'No deliveries yet' : `${Math.round(rate * 100)}%`;
}

/** 'None yet', '1', '1,204'. */
export function completedOrdersText(count: number): string {
  return count === 0 ? 'None yet' : count.toLocaleString('en-US');
}

/** '4.5 of 5 (2 reviews)'; 'No reviews yet' before any. */
export function ratingText(rating: { average: number; count: number }): string {
  if (rating.count === 0) return 'No reviews yet';
  const reviews = rating.count === 1 ? '1 review' : `${rating.count.toLocaleString('en-US')} reviews`;
  return `${Math.round(rating.average * 10) / 10} of 5 (${reviews})`;
}
