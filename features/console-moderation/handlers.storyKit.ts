/** MSW handlers for the moderation desk's stories (story files only; the app never imports this module). */
import { http, HttpResponse } from 'msw';
import type { AuditEntry, ModerationAction, ModerationCase, ModerationQueueItem, ReportTargetKind } from '../../contract';
import { getAnswers, postsRecorded, type Reply } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';

export { fail, ok };

/** GET /v1/admin/audit: `entries()` on one page, read at each request, so a decision's entry shows once it is made. */
export function auditReads(entries: () => AuditEntry[]) {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: entries(), nextBefore: null }));
}

/** GET /v1/admin/moderation?status=: `queue(status)` (open when the query says none), or never answering. */
export function queueIs(queue: ((status: 'open' | 'closed') => Reply<ModerationQueueItem[]>) | 'pending') {
  return getAnswers(
    '/v1/admin/moderation',
    queue === 'pending' ? queue : (_params, query) => queue(query.get('status') === 'closed' ? 'closed' : 'open'),
  );
}

/**
 * GET /v1/admin/moderation/{kind}/{id}: `current()` for the case it names, 404 for any other. A
 * function, so a story can change what the server holds (after a decision) between requests.
 */
export function caseIs(current: (() => Reply<ModerationCase>) | 'pending') {
  return getAnswers(
    '/v1/admin/moderation/:kind/:id',
    current === 'pending'
      ? current
      : ({ kind, id }) => {
          const found = current();
          if (found instanceof Response) return found;
          return kind === found.target.kind && id === found.target.id ? found : fail(404, 'Not found');
        },
  );
}

export interface ActionSeen {
  kind: ReportTargetKind;
  id: string;
  action: ModerationAction;
  body: unknown;
}

/** POST /v1/admin/moderation/{kind}/{id}/{action}, answered by `reply`, each request recorded in `seen`. */
export function actionsAnswer(seen: ActionSeen[], reply: (request: ActionSeen) => Reply<ModerationCase>) {
  return postsRecorded(
    '/v1/admin/moderation/:kind/:id/:action',
    seen,
    (params, body) => ({
      kind: params.kind as ReportTargetKind,
      id: String(params.id),
      action: params.action as ModerationAction,
      body,
    }),
    reply,
  );
}
