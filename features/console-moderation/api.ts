import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import {
  moderationCaseSchema,
  moderationQueueItemSchema,
  type ModerationAction,
  type ModerationCase,
  type ReportTargetKind,
} from '../../contract';
import { api, useApi } from '../../client';
import { refreshAudit } from '../console-audit';

const MODERATION_PATH = 'admin/moderation';
const queueSchema = v.array(moderationQueueItemSchema);

export type QueueStatus = 'open' | 'closed';

/** The SWR key of a queue, which is also its path: GET /v1/admin/moderation?status=… */
export function queueKey(status: QueueStatus): string {
  return `${MODERATION_PATH}?status=${status}`;
}

/** The SWR key of one case, which is also its path: GET /v1/admin/moderation/{kind}/{id}. */
export function caseKey(kind: ReportTargetKind, id: string) {
  return [MODERATION_PATH, kind, id] as const;
}

/** GET /v1/admin/moderation?status=: the targets with open (or only closed) reports and flags, newest evidence first. */
export function useModerationQueue(status: QueueStatus) {
  return useApi(queueKey(status), queueSchema);
}

/** GET /v1/admin/moderation/{kind}/{id}: the target, its reports and reporters, the owner's answers, the messages. */
export function useModerationCase(kind: ReportTargetKind, id: string) {
  return useApi(caseKey(kind, id), moderationCaseSchema);
}

const isQueueKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${MODERATION_PATH}?`);

/**
 * POST /v1/admin/moderation/{kind}/{id}/{action} with the reason: the case as it is now replaces
 * the one on screen; both queues and the audit are read again. Rejects with the server's ApiError
 * (403 the role may not, 409 someone decided first or the target cannot take the action, 400 a bad reason).
 */
export function useModerationAction(kind: ReportTargetKind, id: string) {
  const { mutate } = useSWRConfig();
  return async (action: ModerationAction, reason: string, signal?: AbortSignal): Promise<ModerationCase> => {
    const updated = await api.post([...caseKey(kind, id), action], moderationCaseSchema, { reason }, { signal });
    await mutate(caseKey(kind, id), updated, { revalidate: false });
    void mutate(isQueueKey);
    void refreshAudit(mutate);
    return updated;
  };
}

/** Reads the case, the queues and the audit again (after someone else decided first). */
export function useReloadCase(kind: ReportTargetKind, id: string) {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(caseKey(kind, id)), mutate(isQueueKey), refreshAudit(mutate)]);
}
