import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  ORDER_LIST_PAGE_SIZE,
  orderDetailSchema,
  orderListResponseSchema,
  orderTransitionPaths,
  type AnswerDisputeBody,
  type AnswerDisputeQuestionBody,
  type CancelOrderBody,
  type DeclineOrderBody,
  type DisputeBody,
  type HandoverBody,
  type OrderDetail,
  type OrderListResponse,
  type ReviewOrderBody,
} from '../../contract';
import { api, type ApiError, uploadFile, useApi } from '../../client';
import { ALL_STATUSES, type OrderRole, type OrderStatusFilter } from './orderView';

const LIST_KEY = 'orders:list';

/** The SWR key of one page of a side's orders with one status filter. */
export function ordersKey(role: OrderRole, status: OrderStatusFilter, page: number) {
  return [LIST_KEY, role, status, page] as const;
}

/** The SWR key of one order's detail, which is also its path: GET /v1/orders/{id}. */
export function orderKey(id: string) {
  return ['orders', id] as const;
}

/** GET /v1/orders with its query, keeping the `page` beside `data`. */
function getOrders(role: OrderRole, status: OrderStatusFilter, page: number): Promise<OrderListResponse> {
  const searchParams: Record<string, string | number> = { role, page, pageSize: ORDER_LIST_PAGE_SIZE };
  if (status !== ALL_STATUSES) searchParams.status = status;
  return api.getPage('orders', orderListResponseSchema, { searchParams });
}

/** GET /v1/orders?role=&status=&page=: one page of the caller's orders on one side, newest first. */
export function useOrders(role: OrderRole, status: OrderStatusFilter, page: number) {
  return useSWR<OrderListResponse, ApiError>(ordersKey(role, status, page), () => getOrders(role, status, page));
}

/** GET /v1/orders/{id}: the order, its history and what only its parties see. */
export function useOrder(id: string) {
  return useApi(orderKey(id), orderDetailSchema);
}

/** The body each action sends, by action. */
export interface OrderActionBodies {
  accept: Record<string, never>;
  decline: DeclineOrderBody;
  cancel: CancelOrderBody;
  dispatch: Record<string, never>;
  arrived: Record<string, never>;
  handover: HandoverBody;
  confirm: Record<string, never>;
  dispute: DisputeBody;
  answer_dispute: AnswerDisputeBody;
  review: ReviewOrderBody;
}
export type OrderAction = keyof OrderActionBodies;

/**
 * POST /v1/orders/{id}/<action>: applies one transition and puts the answered detail in the
 * cache (the screen shows it at once); every list of orders is read again. Rejects with the
 * server's ApiError (403 not yours to do, 409 not from this status, 400 a bad body).
 */
export function useOrderAction(id: string) {
  const { mutate } = useSWRConfig();
  return async <A extends OrderAction>(action: A, body: OrderActionBodies[A]): Promise<OrderDetail> => {
    const detail = await api.post(['orders', id, ...orderTransitionPaths[action].split('/')], orderDetailSchema, body);
    await mutate(orderKey(id), detail, { revalidate: false });
    void mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);
    return detail;
  };
}

/** Uploads a dispute photo as a private file (only the order's parties and administrators see it). */
export function uploadDisputePhoto(file: File, options: { signal?: AbortSignal; onProgress?: (fraction: number) => void }) {
  return uploadFile(file, {
    signal: options.signal,
    visibility: 'private',
    onProgress: options.onProgress && ((percent) => options.onProgress?.(percent / 100)),
  });
}

/**
 * POST /v1/orders/{id}/dispute-questions/{questionId}/answer: a party answers Kampus's question
 * about the dispute, once; the answered order goes into the cache.
 */
export function useAnswerDisputeQuestion(
  id: string,
): (questionId: string, body: AnswerDisputeQuestionBody) => Promise<OrderDetail> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (questionId, body) => {
      const detail = await api.post(['orders', id, 'dispute-questions', questionId, 'answer'], orderDetailSchema, body);
      await mutate(orderKey(id), detail, { revalidate: false });
      return detail;
    },
    [id, mutate],
  );
}
