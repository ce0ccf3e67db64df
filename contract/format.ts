/**
 * How Kampus writes money and dates, for people: the app's screens, every e-mail and every page
 * the server writes use these, so an amount or a date reads the same wherever it is shown.
 * Dates are shown in Lagos time (Africa/Lagos, UTC+1 all year), whatever the machine's zone.
 */

export interface KoboFormatOptions {
  /** Always write the kobo, '₦12,500.00' (a payment page's amount); otherwise only when there are any. */
  alwaysKobo?: boolean;
}

const groupedWhole = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An amount given in KOBO (a whole number; ₦1 = 100 kobo) written as naira: the sign, then
 * the grouped number: 2450000 -> '₦24,500', -250000 -> '-₦2,500'. Kobo show only when there
 * are any: 125050 -> '₦1,250.50'. Throws a RangeError for anything but a safe integer, so an
 * amount in naira or a float passed by mistake fails loudly instead of showing 1/100 of it.
 */
export function formatKobo(kobo: number, { alwaysKobo = false }: KoboFormatOptions = {}): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`formatKobo needs a whole number of kobo, got ${kobo}`);
  const magnitude = Math.abs(kobo);
  const naira = groupedWhole.format(Math.trunc(magnitude / 100));
  const rest = magnitude % 100;
  const number = rest === 0 && !alwaysKobo ? naira : `${naira}.${String(rest).padStart(2, '0')}`;
  return `${kobo < 0 ? '-' : ''}₦${number}`;
}

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** The IANA time zone the date is shown in, so results do not depend on the machine. */
  timeZone?: string;
}

export const defaultTimeZone = 'Africa/Lagos';

/** '2026-01-05': a calendar day with no time, shown as that day in every time zone. */
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const id = `${locale}:${JSON.stringify(options)}@${timeZone}`;
  let cached = formatters.get(id);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(id, cached);
  }
  return cached;
}

function format(input: DateInput, options: Intl.DateTimeFormatOptions, timeZone = defaultTimeZone, locale = 'en-US'): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  const zone = typeof input === 'string' && calendarDay.test(input) ? 'UTC' : timeZone;
  // ICU puts a narrow no-break space before AM/PM; a plain space reads and matches the same everywhere.
  return formatter(locale, options, zone)
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

/**
 * 'Sat, 1 Mar 2025, 16:00': an instant with its weekday, as a message or a link preview names
 * it (Nigerian English: day before month, 24-hour clock).
 */
export function formatDateTime(input: DateInput, { timeZone }: DateFormatOptions = {}): string {
  return format(
    input,
    { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    timeZone,
    'en-NG',
  );
}
