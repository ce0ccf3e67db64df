import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { ledgerCheckRunSchema, platformFeesMonthSchema, providerClearingSchema, type LedgerCheckRunView } from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

export const checksKey = 'admin/ledger/checks';
export const clearingKey = 'admin/ledger/clearing';
export const feesKey = 'admin/ledger/fees';

/** GET /v1/admin/ledger/checks: the newest runs first. */
export function useLedgerChecks() {
  return useApi(checksKey, v.array(ledgerCheckRunSchema));
}

/** GET /v1/admin/ledger/clearing: the ledger's provider clearing against the provider's balance. */
export function useProviderClearing() {
  return useApi(clearingKey, providerClearingSchema);
}

/** GET /v1/admin/ledger/fees: the platform's fees by month, newest first. */
export function usePlatformFees() {
  return useApi(feesKey, v.array(platformFeesMonthSchema));
}

/** POST /v1/admin/ledger/checks: runs the check; the runs and the clearing are read again. */
export function useRunLedgerCheck() {
  const { mutate } = useSWRConfig();
  return async (signal?: AbortSignal): Promise<LedgerCheckRunView> => {
    const run = await api.post(checksKey, ledgerCheckRunSchema, undefined, { signal });
    await mutate(checksKey);
    void mutate(clearingKey);
    void refreshAudit(mutate);
    return run;
  };
}
