import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, useApi } from '../../../client';
import {
  createTicketOrderResponseSchema,
  eventDetailSchema,
  ticketOrderDetailSchema,
  type CreateTicketOrderBody,
  type CreateTicketOrderResponse,
} from '../../../contract';
import { eventKey } from '../firstRequests';

/** The key the buyer's ticket orders list reads its pages under (the tickets feature's). */
const TICKET_ORDERS_LIST_KEY = 'ticket-orders:list';

/** One ticket order's detail, under its path: GET /v1/ticket-orders/{id}, the key its page reads it under. */
const ticketOrderKey = (id: string) => ['ticket-orders', id] as const;

/** The event whose tickets are bought; nothing is fetched without a slug. */
export function usePurchaseEvent(slug: string | null) {
  return useApi(slug ? eventKey(slug) : null, eventDetailSchema);
}

/**
 * POST /v1/ticket-orders: reserves the tickets; answers the order and the payment page (null when
 * free). The order's page then shows it at once, and the lists of ticket orders are read again.
 */
export function usePlaceTicketOrder(): (body: CreateTicketOrderBody) => Promise<CreateTicketOrderResponse['data']> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const placed = await api.post('ticket-orders', createTicketOrderResponseSchema.entries.data, body);
      await mutate(ticketOrderKey(placed.order.id), placed.order, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === TICKET_ORDERS_LIST_KEY);
      return placed;
    },
    [mutate],
  );
}

/** GET /v1/ticket-orders/{id}: the order's detail, with its payment page while unpaid (nothing fetched without an id). */
export function useTicketOrderDetail(id: string | null) {
  return useApi(id ? ticketOrderKey(id) : null, ticketOrderDetailSchema);
}
