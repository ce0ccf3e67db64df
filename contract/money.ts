/**
 * Money in the contract is always a whole number of kobo, never a float of naira: on the
 * wire, in the database (bigint) and in the ledger. Amounts are exact up to
 * Number.MAX_SAFE_INTEGER kobo (about ₦90 trillion). How an amount is shown is the UI's
 * business (ui/format), not the contract's.
 */
import * as v from 'valibot';

/** ₦1 is 100 kobo. */
export const KOBO_PER_NAIRA = 100;

/** A number that is a safe integer: not 1.5, NaN, '100' or 2^53. */
function koboNumber(label: string) {
  const message = `${label} must be a whole number of kobo`;
  return v.pipe(v.number(message), v.safeInteger(message));
}

/** A signed amount of kobo (a ledger entry, a refund): `signedKoboField('Amount')`. */
export function signedKoboField(label: string) {
  return v.pipe(koboNumber(label), v.brand('Kobo'));
}

/** An amount of kobo that cannot be negative (a price, a balance): `koboField('Price')`. */
export function koboField(label: string) {
  return v.pipe(koboNumber(label), v.minValue(0, `${label} must not be negative`), v.brand('Kobo'));
}

export const koboSchema = koboField('Amount');
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
