/**
 * Money in the contract is always a whole number of kobo, never a float of naira: on the
 * wire, in the database (bigint) and in the ledger. Amounts are exact up to
 * Number.MAX_SAFE_INTEGER kobo (about ₦90 trillion); what a request may carry is bounded far
 * below that (`MAX_PRICE_KOBO`, `MAX_ORDER_TOTAL_KOBO`). Amounts are written for people by
 * `formatKobo` (format.ts), on screens, in e-mails and in messages alike.
 */
import * as v from 'valibot';
import { formatKobo } from './format';

/** ₦1 is 100 kobo. */
export const KOBO_PER_NAIRA = 100;

/**
 * The most one thing may cost: a product's price, a ticket's, a delivery fee (₦100,000,000).
 * With every amount bounded, a total of quantities times prices stays exact, and so does every
 * balance made of them.
 */
export const MAX_PRICE_KOBO = 100_000_000 * KOBO_PER_NAIRA;

/** The most one order may total, and so any one payment, split or withdrawal (₦1,000,000,000). */
export const MAX_ORDER_TOTAL_KOBO = 1_000_000_000 * KOBO_PER_NAIRA;

/** Why an order over `MAX_ORDER_TOTAL_KOBO` (quantity times price, plus delivery) is refused. */
export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large: an order may total at most ₦1,000,000,000';

/** '₦100,000,000': an amount in a message (a limit), written as everywhere else. */
export function nairaText(kobo: number): string {
  return formatKobo(kobo);
}

/** A number that is a safe integer: not 1.5, NaN, '100' or 2^53. */
/* @__NO_SIDE_EFFECTS__ */
function koboNumber(label: string) {
  const message = `${label} must be a whole number of kobo`;
  return v.pipe(v.number(message), v.safeInteger(message));
}

/** A signed amount of kobo (a ledger entry, a refund): `signedKoboField('Amount')`. */
/* @__NO_SIDE_EFFECTS__ */
export function signedKoboField(label: string) {
  return v.pipe(koboNumber(label), v.brand('Kobo'));
}

/**
 * An amount of kobo from 0 to `max` (a price unless told otherwise): `koboField('Price')` refuses
 * more than ₦100,000,000 with 'Price must be at most ₦100,000,000'.
 */
/* @__NO_SIDE_EFFECTS__ */
export function koboField(label: string, max: number = MAX_PRICE_KOBO) {
  return v.pipe(
    koboNumber(label),
    v.minValue(0, `${label} must not be negative`),
    v.maxValue(max, `${label} must be at most ${nairaText(max)}`),
    v.brand('Kobo'),
  );
}

/** Any amount a request may carry: at most an order's total. */
export const koboSchema = koboField('Amount', MAX_ORDER_TOTAL_KOBO);
export const signedKoboSchema = signedKoboField('Amount');

/** A whole number of kobo, checked by `koboSchema`, `signedKoboSchema` or `koboFromNaira`. */
export type Kobo = v.InferOutput<typeof signedKoboSchema>;

/**
 * Naira (with at most 2 decimals) as kobo: 1250.5 -> 125050. Throws a RangeError for more
 * decimals (1.005), for results beyond a safe integer and for NaN or infinities, so a float
 * that is not an exact amount never turns silently into money.
 */
export function koboFromNaira(naira: number): Kobo {
  const kobo = Math.round(naira * KOBO_PER_NAIRA);
  if (!Number.isSafeInteger(kobo) || kobo / KOBO_PER_NAIRA !== naira) {
    throw new RangeError(`Not an amount of naira with at most 2 decimals: ${naira}`);
  }
  return v.parse(signedKoboSchema, kobo === 0 ? 0 : kobo);
}

/** An amount typed in naira: the kobo, or why it cannot be read. */
export type NairaAmount = { kobo: number; error?: undefined } | { kobo?: undefined; error: string };

/**
 * Reads what a person types as naira: '20000', '20,000', '₦20,000.50' (at most two decimals).
 * Answers whole kobo, computed without floating point. `empty` is the message for nothing typed,
 * `example` the amount the format message shows.
 */
export function parseNaira(text: string, { empty = 'Enter an amount', example = '20000' } = {}): NairaAmount {
  const cleaned = text.replace(/[₦\s,]/g, '').replace(/^NGN/i, '');
  if (cleaned === '') return { error: empty };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { error: `Enter the amount in naira, using digits only, e.g. ${example}` };
  const total = Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(total)) return { error: 'That amount is too large' };
  return { kobo: total };
}
