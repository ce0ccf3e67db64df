import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always written by the application's clock (so tests can move it). */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An amount of money in kobo (₦1 = 100 kobo): a bigint column read as a JS number, which is
 * exact up to 2^53 kobo (about ₦90 trillion). Money is never stored as a float.
 */
export const kobo = (name: string) => bigint(name, { mode: 'number' });

/**
 * An amount read from the database (a balance, a sum of them) beyond what a JS number holds
 * exactly. It is never sent rounded: the request answers 409 and the error is logged
 * (server/http/error-handler.ts). Ceilings on every amount a request may carry keep it from
 * happening (contract/money.ts).
 */
export class KoboOutOfRangeError extends RangeError {
  override name = 'KoboOutOfRangeError';
}
