export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** The IANA time zone the date is shown in, so results do not depend on the machine. */
  timeZone?: string;
}

export const defaultTimeZone = 'Africa/Lagos';

/** '2026-01-05': a calendar day with no time, shown as that day in every time zone. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const id = `${JSON.stringify(options)}@${timeZone}`;
  let cached = formatters.get(id);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(id, cached);
  }
  return cached;
}

function format(input: DateInput, options: Intl.DateTimeFormatOptions, timeZone = defaultTimeZone): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  const zone = typeof input === 'string' && calendarDay.test(input) ? 'UTC' : timeZone;
  // ICU puts a narrow no-break space before AM/PM; a plain space reads and matches the same everywhere.
  return formatter(options, zone)
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** 'January 5, 2026' */
export function formatLongDate(input: DateInput, { timeZone }: DateFormatOptions = {}): string {
  return format(input, { month: 'long', day: 'numeric', year: 'numeric' }, timeZone);
}

/** 'Jan 2026' (month and year) */
export function formatShortDate(input: DateInput, { timeZone }: DateFormatOptions = {}): string {
  return format(input, { month: 'short', year: 'numeric' }, timeZone);
}

/** '3:45 PM' (hour and minute) */
export function formatTime(input: DateInput, { timeZone }: DateFormatOptions = {}): string {
  return format(input, { hour: 'numeric', minute: '2-digit', hour12: true }, timeZone);
}
