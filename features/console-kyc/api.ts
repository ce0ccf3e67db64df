import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { adminKycCaseSchema, adminKycSubmissionSchema, type AdminKycSubmission, type RejectKycBody } from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const KYC_PATH = 'admin/kyc';
const queueSchema = v.array(adminKycSubmissionSchema);

/** The SWR key of the waiting queue, which is also its path: GET /v1/admin/kyc?status=PENDING. */
export const queueKey = `${KYC_PATH}?status=PENDING`;

/** The SWR key of one submission's case, which is also its path: GET /v1/admin/kyc/{id}. */
export function caseKey(id: string) {
  return [KYC_PATH, id] as const;
}

/** GET /v1/admin/kyc?status=PENDING: the submissions waiting for a decision, oldest first. */
export function useKycQueue() {
  return useApi(queueKey, queueSchema);
}

/** GET /v1/admin/kyc/{id}: the submission and the same person's other submissions. */
export function useKycCase(id: string) {
  return useApi(caseKey(id), adminKycCaseSchema);
}

/** What each decision sends. */
export interface KycDecisionBodies {
  approve: Record<string, never>;
  reject: RejectKycBody;
}
export type KycDecision = keyof KycDecisionBodies;

/**
 * POST /v1/admin/kyc/{id}/approve or /reject, then the case and the queue are read again.
 * Rejects with the server's ApiError (409 someone decided first, naming them; 403 the role may
 * not; 400 a bad reason).
 */
export function useDecideKyc(id: string) {
  const { mutate } = useSWRConfig();
  return async <D extends KycDecision>(
    decision: D,
    body: KycDecisionBodies[D],
    signal?: AbortSignal,
  ): Promise<AdminKycSubmission> => {
    const decided = await api.post([KYC_PATH, id, decision], adminKycSubmissionSchema, body, { signal });
    void refreshKyc(mutate, id);
    return decided;
  };
}

/** Reads the case and the queue again (after a decision here, or a refusal because of someone else's). */
export function refreshKyc(mutate: ReturnType<typeof useSWRConfig>['mutate'], id: string) {
  return Promise.all([mutate(caseKey(id)), mutate(queueKey), refreshAudit(mutate)]);
}
