/** MSW handlers for the KYC queue's stories (story files only; the app never imports this module). */
import type { AdminKycCase, AdminKycSubmission } from '../../contract';
import { auditIs, getAnswers, postsRecorded, type Reply } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';

export { auditIs, fail, ok };

/** GET /v1/admin/kyc: `queue()`, or never answering. */
export function queueIs(queue: (() => Reply<AdminKycSubmission[]>) | 'pending') {
  return getAnswers('/v1/admin/kyc', queue);
}

/** GET /v1/admin/kyc/{id}: `kase(id)`, or never answering. */
export function caseIs(kase: ((id: string) => Reply<AdminKycCase>) | 'pending') {
  return getAnswers('/v1/admin/kyc/:id', kase === 'pending' ? kase : ({ id }) => kase(String(id)));
}

export interface DecisionSeen {
  id: string;
  decision: string;
  body: unknown;
}

/** POST /v1/admin/kyc/{id}/{approve|reject}, answered by `reply`, each request recorded in `seen`. */
export function decisionsAnswer(
  seen: DecisionSeen[],
  reply: (id: string, decision: string, body: unknown) => Reply<AdminKycSubmission>,
) {
  return postsRecorded(
    '/v1/admin/kyc/:id/:decision',
    seen,
    (params, body) => ({ id: String(params.id), decision: String(params.decision), body }),
    (request) => reply(request.id, request.decision, request.body),
  );
}
