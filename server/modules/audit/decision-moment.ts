import { defaultTimeZone } from '../../../contract';

const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: defaultTimeZone });
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: defaultTimeZone,
});

/**
 * When a decision was made, as a second reviewer who is refused should hear it: 'at 10:42' on
 * the day it happened (Lagos time), 'on 27 Nov 2026 at 10:42' on another day.
 */
export function decisionMoment(at: Date, now: Date): string {
  const time = clockTime.format(at);
  const day = calendarDay.format(at);
  return day === calendarDay.format(now) ? `at ${time}` : `on ${day} at ${time}`;
}
