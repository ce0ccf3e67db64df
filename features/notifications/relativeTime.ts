import { formatLongDate } from '../../contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * When a notification arrived, as people say it, rounded to the nearest unit: 'just now',
 * '5 minutes ago', '2 hours ago', 'yesterday', '2 weeks ago', then the date.
 */
export function relativeTime(iso: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const minutes = Math.round(elapsed / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(elapsed / HOUR);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(elapsed / DAY);
  if (days < 7) return relative.format(-days, 'day');
  const weeks = Math.round(elapsed / (7 * DAY));
  if (weeks < 4) return relative.format(-weeks, 'week');
  return formatLongDate(iso);
}
