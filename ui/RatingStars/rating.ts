export const MAX_RATING = 5;

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating kept within 0–5 and rounded to the one decimal that is shown; anything not a number is 0. */
export function normalizeRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, value));
  return Math.round(clamped * 10) / 10;
}

/** The rating as shown: one decimal ('4.3', '4.0'). */
export function formatRating(value: number): string {
  return oneDecimal.format(normalizeRating(value));
}

/** How many of the five stars are filled: the shown rating, rounded (4.3 -> 4, 4.5 -> 5). */
export function filledStars(value: number): number {
  return Math.round(normalizeRating(value));
}

/** What a screen reader hears instead of the stars. */
export function ratingLabel(value: number): string {
  return `Rated ${formatRating(value)} out of ${MAX_RATING}`;
}

/** '(1 review)', '(12 reviews)', '(1,204 reviews)'. */
export function reviewCountText(count: number): string {
  return `(${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'})`;
}
