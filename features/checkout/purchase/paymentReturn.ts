/** How long the return page keeps asking before it says the payment is still unconfirmed, and how often. */
export const RETURN_WAIT_MS = 60_000;
export const RETURN_POLL_MS = 1_500;

/** A return page's timing (stories shorten it). */
export interface ReturnTiming {
  /** How long to wait for the payment before saying it is still unconfirmed (ms). */
  waitMs?: number;
  /** How often to ask meanwhile (ms). */
  pollMs?: number;
}

/** What a payment return page shows before the kind's own end states. */
export type PaymentReturn = 'loading' | 'unknown' | 'waiting' | 'still_pending' | 'paid';

/**
 * From the order found by its payment reference: undefined while it loads, null when there is
 * none; while pending payment, waiting until the wait is over; one of `ends` (an expired payment
 * window, a cancelled event) as it is; anything else means the verified payment moved it on,
 * whatever happened after.
 */
export function paymentReturn<End extends string>(
  order: { status: string } | null | undefined,
  waitedLongEnough: boolean,
  ends: readonly End[],
): PaymentReturn | End {
  if (order === undefined) return 'loading';
  if (order === null) return 'unknown';
  const end = ends.find((status) => status === order.status);
  if (end) return end;
  if (order.status === 'pending_payment') return waitedLongEnough ? 'still_pending' : 'waiting';
  return 'paid';
}
