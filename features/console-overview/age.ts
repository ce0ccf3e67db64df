const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long something has waited, in its largest whole unit: '45 minutes', '3 hours', '2 days'. */
export function waitedFor(ms: number): string {
  if (ms < MINUTE) return 'under a minute';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / DAY), 'day');
}

/** The wait from `since` to `at` (both ISO instants). */
export function waitedSince(since: string, at: string): string {
  return waitedFor(Math.max(0, Date.parse(at) - Date.parse(since)));
}
