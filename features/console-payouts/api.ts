import { useSWRConfig } from 'swr';
import {
  adminPayoutListSchema,
  adminPayoutSchema,
  type AdminPayout,
  type PayoutDecisionBody,
  type WithdrawalStatus,
} from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const PAYOUTS_PATH = 'admin/payouts';

/** The SWR key of one status's list, which is also its path: GET /v1/admin/payouts?status=. */
export function payoutsKey(status: WithdrawalStatus) {
  return `${PAYOUTS_PATH}?${new URLSearchParams({ status })}`;
}

/** GET /v1/admin/payouts?status=: the withdrawals of one status with the counts of all. */
export function usePayouts(status: WithdrawalStatus) {
  return useApi(payoutsKey(status), adminPayoutListSchema);
}

export type PayoutDecision = 'retry' | 'return';

/**
 * POST /v1/admin/payouts/{id}/retry or /return, then every status's list is read again (a retry
 * adds a pending withdrawal). Rejects with the server's ApiError (409 decided first or the wallet
 * no longer holds it, 403 the role may not, 400 a bad reason).
 */
export function useDecidePayout() {
  const { mutate } = useSWRConfig();
  return async (id: string, decision: PayoutDecision, body: PayoutDecisionBody, signal?: AbortSignal): Promise<AdminPayout> => {
    const decided = await api.post([PAYOUTS_PATH, id, decision], adminPayoutSchema, body, { signal });
    void refreshPayouts(mutate);
    void refreshAudit(mutate);
    return decided;
  };
}

/** Reads every status's list again (after a decision here or by someone else). */
export function refreshPayouts(mutate: ReturnType<typeof useSWRConfig>['mutate']) {
  return mutate((key) => typeof key === 'string' && key.startsWith(`${PAYOUTS_PATH}?`));
}
