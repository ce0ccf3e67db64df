import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useApi } from '../../../client';

/** What the return page needs of an order. */
export interface PaidOrder {
  status: string;
  paymentReference: string | null;
}

/** The order paid under `reference` in an answer (matched here too, so a list of other orders never shows the wrong one). */
function findOrder<O extends PaidOrder>(orders: O[] | undefined, reference: string): O | null | undefined {
  return orders === undefined ? undefined : (orders.find((item) => item.paymentReference === reference) ?? null);
}

export interface PaymentReturnOptions<O extends PaidOrder, S extends string> {
  /** The orders' list path, asked with `?reference=` (GET /v1/orders, /v1/ticket-orders). */
  path: string;
  schema: v.GenericSchema<unknown, O>;
  reference: string;
  /** What the page shows for the order found (undefined until known, null for none). */
  stateOf: (order: O | null | undefined, waitedLongEnough: boolean) => S;
  waitMs: number;
  pollMs: number;
}

/**
 * The buyer's order paid under `reference`, asked every `pollMs` while the page shows it as
 * loading or waiting, and for `waitMs` at most; and what the page shows for it.
 */
export function usePaymentReturn<O extends PaidOrder, S extends string>({
  path,
  schema,
  reference,
  stateOf,
  waitMs,
  pollMs,
}: PaymentReturnOptions<O, S>) {
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);

  const listSchema = useMemo(() => v.array(schema), [schema]);
  const { data, error, mutate } = useApi(`${path}?${new URLSearchParams({ reference })}`, listSchema, {
    refreshInterval: (orders) => {
      const now: string = stateOf(findOrder(orders, reference), waitedLongEnough);
      return now === 'loading' || now === 'waiting' ? pollMs : 0;
    },
    // A poll that fails once (a network blip) is retried by the next poll.
    shouldRetryOnError: false,
  });
  const order = findOrder(data, reference);
  return { state: stateOf(order, waitedLongEnough), order, error, mutate };
}
