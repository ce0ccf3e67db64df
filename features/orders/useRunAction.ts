import { useState } from 'react';
import { useMutation, type ApiError } from '../../client';
import { toast } from '../../ui';
import { useOrderAction, type OrderAction, type OrderActionBodies } from './api';

/** What the toast says once each action went through. */
export const actionSuccessMessages: Record<OrderAction, string> = {
  accept: 'Order accepted',
  decline: 'Order declined. The buyer is refunded.',
  cancel: 'Order cancelled. Your money is back in your wallet.',
  dispatch: 'Marked as out for delivery',
  arrived: 'Marked as arrived',
  handover: 'Handover complete. The payment is released to you.',
  confirm: 'Marked as delivered. The payment is released to the seller.',
  dispute: 'Dispute opened. The money stays in escrow until it is decided.',
  answer_dispute: 'Your answer was sent',
  review: 'Thanks for your review',
};

export interface RunAction {
  /**
   * Sends the action once (a second press while one is on its way does nothing); true when it
   * went through. `successText` replaces the action's usual toast.
   */
  run: <A extends OrderAction>(action: A, body: OrderActionBodies[A], successText?: string) => Promise<boolean>;
  /** The action on its way, if any. */
  pending: OrderAction | null;
  /** The last refusal (the server's message, per-field messages of a 400). */
  error: ApiError | null;
  clearError: () => void;
}

/**
 * Runs an order's transitions: shows progress, never sends two at once, keeps the server's
 * refusal to show, and toasts on success (the answered order is already in the cache).
 */
export function useRunAction(orderId: string): RunAction {
  const act = useOrderAction(orderId);
  const [action, setAction] = useState<OrderAction | null>(null);
  const mutation = useMutation((send: () => Promise<unknown>) => send());

  async function run<A extends OrderAction>(action: A, body: OrderActionBodies[A], successText?: string): Promise<boolean> {
    if (mutation.sending) return false;
    setAction(action);
    const result = await mutation.trigger(() => act(action, body));
    if (result.ok) toast.success(successText ?? actionSuccessMessages[action]);
    return result.ok;
  }

  return { run, pending: mutation.sending ? action : null, error: mutation.error ?? null, clearError: mutation.reset };
}
