import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, useApi, type ApiError } from '../../client';
import {
  ORDER_LIST_PAGE_SIZE,
  resendTicketsResponseSchema,
  ticketOrderDetailSchema,
  ticketOrderListResponseSchema,
  type AnswerDisputeQuestionBody,
  type DisputeTicketOrderBody,
  type TicketOrderDetail,
  type TicketOrderListResponse,
} from '../../contract';

const LIST_KEY = 'ticket-orders:list';

/** The SWR key of one page of the buyer's ticket orders. */
export function ticketOrdersKey(page: number) {
  return [LIST_KEY, page] as const;
}

/** The SWR key of one ticket order's detail, which is also its path: GET /v1/ticket-orders/{id}. */
export function ticketOrderKey(id: string) {
  return ['ticket-orders', id] as const;
}

/** One page of the buyer's ticket orders, newest first. */
export function useTicketOrders(page: number) {
  return useSWR<TicketOrderListResponse, ApiError>(ticketOrdersKey(page), () =>
    api.getPage('ticket-orders', ticketOrderListResponseSchema, { searchParams: { page, pageSize: ORDER_LIST_PAGE_SIZE } }),
  );
}

/** GET /v1/ticket-orders/{id}: the order with its tickets (nothing is fetched without an id). */
export function useTicketOrder(id: string | null, config?: { refreshInterval?: (order?: TicketOrderDetail) => number }) {
  return useApi(id ? ticketOrderKey(id) : null, ticketOrderDetailSchema, config);
}

/** POST /v1/ticket-orders/{id}/resend: e-mails the tickets again; resolves to the address they went to. */
export function useResendTickets(id: string): () => Promise<string> {
  return useCallback(
    async () => (await api.post(['ticket-orders', id, 'resend'], resendTicketsResponseSchema.entries.data, {})).sentTo,
    [id],
  );
}

/** POST /v1/ticket-orders/{id}/dispute: the event did not happen; the answered order replaces the cached one. */
export function useDisputeTicketOrder(id: string): (body: DisputeTicketOrderBody) => Promise<TicketOrderDetail> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const detail = await api.post(['ticket-orders', id, 'dispute'], ticketOrderDetailSchema, body);
      await mutate(ticketOrderKey(id), detail, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      return detail;
    },
    [id, mutate],
  );
}

/** POST /v1/ticket-orders/{id}/refund: the tickets given back after the start moved; the answered order replaces the cached one. */
export function useRefundTicketOrder(id: string): () => Promise<TicketOrderDetail> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const detail = await api.post(['ticket-orders', id, 'refund'], ticketOrderDetailSchema, {});
    await mutate(ticketOrderKey(id), detail, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
    return detail;
  }, [id, mutate]);
}

/**
 * POST /v1/ticket-orders/{id}/dispute-questions/{questionId}/answer: the buyer answers Kampus's
 * question about their report, once; the answered order goes into the cache.
 */
export function useAnswerDisputeQuestion(
  id: string,
): (questionId: string, body: AnswerDisputeQuestionBody) => Promise<TicketOrderDetail> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (questionId, body) => {
      const detail = await api.post(
        ['ticket-orders', id, 'dispute-questions', questionId, 'answer'],
        ticketOrderDetailSchema,
        body,
      );
      await mutate(ticketOrderKey(id), detail, { revalidate: false });
      return detail;
    },
    [id, mutate],
  );
}
