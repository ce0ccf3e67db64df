import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, useApi } from '../../client';
import {
  createOrderResponseSchema,
  payFromWalletResponseSchema,
  productDetailSchema,
  walletBalancesSchema,
  type CreateOrderBody,
  type CreateOrderResponse,
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
