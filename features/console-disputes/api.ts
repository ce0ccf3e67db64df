import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import {
  adminDisputeCaseSchema,
  adminDisputeSummarySchema,
  type AdminDisputeCase,
  type AskDisputeQuestionBody,
  type DecideDisputeBody,
  type DisputeKind,
  type ProposeDisputeBody,
} from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const QUEUE_PATH = 'admin/disputes';
const queueSchema = v.array(adminDisputeSummarySchema);

/** The SWR key of the queue, which is also its path: GET /v1/admin/disputes. */
export const queueKey = QUEUE_PATH;

/** The SWR key of one case, which is also its path: GET /v1/admin/disputes/{kind}/{id}. */
export function caseKey(kind: DisputeKind, id: string) {
  return [QUEUE_PATH, kind, id] as const;
}

/** GET /v1/admin/disputes: product and ticket disputes together, oldest first. */
export function useDisputeQueue() {
  return useApi(queueKey, queueSchema);
}

/** GET /v1/admin/disputes/{kind}/{id}: the case with everything needed to decide it. */
export function useDisputeCase(kind: DisputeKind, id: string) {
  return useApi(caseKey(kind, id), adminDisputeCaseSchema);
}

/** What each of the desk's actions sends, by the path it is posted to. */
export interface CaseActionBodies {
  questions: AskDisputeQuestionBody;
  proposal: ProposeDisputeBody;
  decision: DecideDisputeBody;
}
export type CaseAction = keyof CaseActionBodies;

/**
 * POST /v1/admin/disputes/{kind}/{id}/<action>: asks a question, proposes or decides. The case it
 * answers replaces the one on screen, and the queue is read again. Rejects with the server's
 * ApiError (403 the role may not, 409 decided by someone else first, 400/422 a bad body).
 */
export function useCaseAction(kind: DisputeKind, id: string) {
  const { mutate } = useSWRConfig();
  return async <A extends CaseAction>(action: A, body: CaseActionBodies[A], signal?: AbortSignal): Promise<AdminDisputeCase> => {
    const updated = await api.post([...caseKey(kind, id), action], adminDisputeCaseSchema, body, { signal });
    await mutate(caseKey(kind, id), updated, { revalidate: false });
    void mutate(queueKey);
    void refreshAudit(mutate);
    return updated;
  };
}

/** Reads the case again (after someone else decided it first). */
export function useReloadCase(kind: DisputeKind, id: string) {
  const { mutate } = useSWRConfig();
  return () => mutate(caseKey(kind, id));
}
