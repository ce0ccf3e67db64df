import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { api, useApi } from '../../client';
import {
  createOrderResponseSchema,
  orderSchema,
  payFromWalletResponseSchema,
  productDetailSchema,
  walletBalancesSchema,
  type CreateOrderBody,
  type CreateOrderResponse,
  type Order,
  type PayFromWalletResponse,
} from '../../contract';
import { productKey, WALLET_KEY } from './firstRequests';

/** The product being bought; nothing is fetched without a slug. */
export function useCheckoutProduct(slug: string | null) {
  return useApi(slug ? productKey(slug) : null, productDetailSchema);
}

/** POST /v1/orders: reserves the units and answers the order with the payment page to send the buyer to. */
export function usePlaceOrder(): (body: CreateOrderBody) => Promise<CreateOrderResponse['data']> {
  return useCallback((body) => api.post('orders', createOrderResponseSchema.entries.data, body), []);
}

/** The buyer's wallet balances (fetched only when `signedIn`). */
export function useWalletBalances(signedIn: boolean) {
  return useApi(signedIn ? WALLET_KEY : null, walletBalancesSchema, { shouldRetryOnError: false });
}

/**
 * POST /v1/wallet/payments: pays a placed order from the available balance (available → the
 * order's escrow); the balances are read again afterwards, whatever the answer.
 */
export function usePayFromWallet(): (orderId: string) => Promise<PayFromWalletResponse['data']> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (orderId) => {
      try {
        return await api.post('wallet/payments', payFromWalletResponseSchema.entries.data, { orderId });
      } finally {
        void mutate(WALLET_KEY);
      }
    },
    [mutate],
  );
}

/** GET /v1/orders?reference=…: the caller's order with this payment reference. */
export const orderByReferenceKey = (reference: string) => `orders?${new URLSearchParams({ reference })}`;
const ordersSchema = v.array(orderSchema);

/** The order paid under `reference` in an answer (matched here too, so a list of other orders never shows the wrong one). */
function findOrder(orders: Order[] | undefined, reference: string | null): Order | null | undefined {
  return orders === undefined ? undefined : (orders.find((item) => item.paymentReference === reference) ?? null);
}

/**
 * The buyer's order paid under `reference`: `order` is the order, null when the buyer has none
 * with that reference, undefined until known. It is asked again after `refreshInterval(order)`
 * ms, as long as that is above 0.
 */
export function useOrderByReference(reference: string | null, refreshInterval: (order: Order | null | undefined) => number) {
  const result = useApi(reference ? orderByReferenceKey(reference) : null, ordersSchema, {
    refreshInterval: (orders) => refreshInterval(findOrder(orders, reference)),
    // A poll that fails once (a network blip) is retried by the next poll.
    shouldRetryOnError: false,
  });
  const { data, error, mutate } = result;
  return { order: findOrder(data, reference), error, mutate };
}
