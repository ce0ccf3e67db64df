/**
 * When an event's ticket money may go to its organiser: 24 hours after the latest end any of its
 * ticket holders was shown. That is the event's end, unless the end was moved earlier after
 * tickets were sold: then the end they had been shown (`latest_shown_ends_at`), so a date change
 * never brings the release forward.
 */
import { sql } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS } from '../../../contract';
import { events } from '../event/schema';

/** The end the release counts from, as SQL over `events` (PostgreSQL's greatest() skips a null). */
export const releaseEndSql = sql<Date>`greatest(${events.endsAt}, ${events.latestShownEndsAt})`;

/** The release of an event's held ticket money: the later of its end and the latest end shown, plus 24 hours. */
export function releaseAtOf(event: { endsAt: Date | string; latestShownEndsAt?: Date | string | null }): Date {
  const end = new Date(event.endsAt).getTime();
  const shown = event.latestShownEndsAt ? new Date(event.latestShownEndsAt).getTime() : end;
  return new Date(Math.max(end, shown) + TICKET_RELEASE_AFTER_END_MS);
}
