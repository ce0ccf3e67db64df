/** MSW handlers for the dispute desk's stories (story files only; the app never imports this module). */
import type { AdminDisputeCase, AdminDisputeSummary, DisputeKind } from '../../contract';
import { auditIs, getAnswers, postsRecorded, type Reply } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';

export { auditIs, fail, ok };

/** GET /v1/admin/disputes answering with these cases (or never, for the loading state). */
export function queueIs(items: AdminDisputeSummary[] | 'pending') {
  return getAnswers('/v1/admin/disputes', items === 'pending' ? items : () => items);
}

/**
 * GET /v1/admin/disputes/{kind}/{id}: `current()` for the case it names, 404 for any other. A
 * function, so a story can change what the server holds (after a decision) between requests.
 */
export function caseIs(current: (() => AdminDisputeCase) | 'pending') {
  return getAnswers(
    '/v1/admin/disputes/:kind/:id',
    current === 'pending'
      ? current
      : ({ kind, id }) => {
          const found = current();
          return kind === found.kind && id === found.id ? found : fail(404, 'Not found');
        },
  );
}

export type CaseAction = 'questions' | 'proposal' | 'decision';

export interface PostSeen {
  action: CaseAction;
  kind: DisputeKind;
  id: string;
  body: unknown;
}

/**
 * POST /v1/admin/disputes/{kind}/{id}/{action}, answered by `reply` (the updated case, or a
 * Response for a refusal), each request recorded in `seen`.
 */
export function actionsAnswer(seen: PostSeen[], reply: (action: CaseAction, body: unknown) => Reply<AdminDisputeCase>) {
  return postsRecorded(
    '/v1/admin/disputes/:kind/:id/:action',
    seen,
    (params, body) => ({ action: params.action as CaseAction, kind: params.kind as DisputeKind, id: String(params.id), body }),
    (request) => reply(request.action, request.body),
    (request) => (request.action === 'questions' ? 201 : 200),
  );
}
