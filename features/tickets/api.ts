import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { api, ApiError, GENERIC_ERROR_MESSAGE, http, NETWORK_ERROR_MESSAGE, useApi } from '../../client';
import {
  createTicketOrderResponseSchema,
  errorBodySchema,
  eventDetailSchema,
  resendTicketsResponseSchema,
  ticketOrderDetailSchema,
  ticketOrderListResponseSchema,
  ticketOrderSchema,
  type CreateTicketOrderBody,
  type CreateTicketOrderResponse,
  type DisputeTicketOrderBody,
  type TicketOrder,
  type TicketOrderDetail,
  type TicketOrderListResponse,
} from '../../contract';
import { eventKey } from './firstRequests';

/** The event whose tickets are bought; nothing is fetched without a slug. */
export function usePurchaseEvent(slug: string | null) {
  return useApi(slug ? eventKey(slug) : null, eventDetailSchema);
}

/** POST /v1/ticket-orders: reserves the tickets; answers the order and the payment page (null when free). */
export function usePlaceTicketOrder(): (body: CreateTicketOrderBody) => Promise<CreateTicketOrderResponse['data']> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const placed = await api.post('ticket-orders', createTicketOrderResponseSchema.entries.data, body);
      await mutate(ticketOrderKey(placed.order.id), placed.order, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
      return placed;
    },
    [mutate],
  );
}

/** How many ticket orders one page of the list shows. */
export const TICKET_ORDERS_PAGE_SIZE = 10;

const LIST_KEY = 'ticket-orders:list';

/** The SWR key of one page of the buyer's ticket orders. */
export function ticketOrdersKey(page: number) {
  return [LIST_KEY, page] as const;
}

/** The SWR key of one ticket order's detail, which is also its path: GET /v1/ticket-orders/{id}. */
export function ticketOrderKey(id: string) {
  return ['ticket-orders', id] as const;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = v.safeParse(errorBodySchema, await response.json().catch(() => undefined));
  return body.success
    ? new ApiError(body.output.message, { status: response.status, fieldErrors: body.output.errors })
    : new ApiError(GENERIC_ERROR_MESSAGE, { status: response.status });
}

/** GET /v1/ticket-orders?page=: unlike `api.get`, this keeps the `page` beside `data`. */
async function getTicketOrders(page: number): Promise<TicketOrderListResponse> {
  const request = await http();
  let response: Response;
  try {
    response = await request('ticket-orders', {
      searchParams: { page, pageSize: TICKET_ORDERS_PAGE_SIZE },
      throwHttpErrors: false,
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  const parsed = v.safeParse(ticketOrderListResponseSchema, await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause: parsed.issues });
  return parsed.output;
}

/** One page of the buyer's ticket orders, newest first. */
export function useTicketOrders(page: number) {
  return useSWR<TicketOrderListResponse, ApiError>(ticketOrdersKey(page), () => getTicketOrders(page));
}

/** GET /v1/ticket-orders/{id}: the order with its tickets (nothing is fetched without an id). */
export function useTicketOrder(id: string | null, config?: { refreshInterval?: (order?: TicketOrderDetail) => number }) {
  return useApi(id ? ticketOrderKey(id) : null, ticketOrderDetailSchema, config);
}

/** GET /v1/ticket-orders?reference=…: the caller's ticket order with this payment reference. */
export const ticketOrderByReferenceKey = (reference: string) => `ticket-orders?${new URLSearchParams({ reference })}`;
const ticketOrdersSchema = v.array(ticketOrderSchema);

/** The order paid under `reference` in an answer (matched here too, so a list of other orders never shows the wrong one). */
function findOrder(orders: TicketOrder[] | undefined, reference: string): TicketOrder | null | undefined {
  return orders === undefined ? undefined : (orders.find((item) => item.paymentReference === reference) ?? null);
}

/**
 * The buyer's ticket order paid under `reference`: the order, null when the buyer has none with
 * that reference, undefined until known. Asked again after `refreshInterval(order)` ms while above 0.
 */
export function useTicketOrderByReference(reference: string, refreshInterval: (order: TicketOrder | null | undefined) => number) {
  const { data, error, mutate } = useApi(ticketOrderByReferenceKey(reference), ticketOrdersSchema, {
    refreshInterval: (orders) => refreshInterval(findOrder(orders, reference)),
    // A poll that fails once (a network blip) is retried by the next poll.
    shouldRetryOnError: false,
  });
  return { order: findOrder(data, reference), error, mutate };
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
