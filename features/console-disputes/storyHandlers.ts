/**
 * MSW handlers for the dispute desk's stories, built from contract types and the feature's
 * fixtures. Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import type { AdminDisputeCase, AdminDisputeSummary, AuditEntry, DisputeKind } from '../../contract';

export function ok<T>(payload: T, status = 200) {
  return HttpResponse.json({ data: payload }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** Never answers: for loading states. */
async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

const QUEUE = '/v1/admin/disputes';
const CASE = '/v1/admin/disputes/:kind/:id';

/** GET /v1/admin/disputes answering with these cases (or never, for the loading state). */
export function queueIs(items: AdminDisputeSummary[] | 'pending') {
  return http.get(QUEUE, () => (items === 'pending' ? never() : ok(items)));
}

/**
 * GET /v1/admin/disputes/{kind}/{id}: `current()` for the case it names, 404 for any other. A
 * function, so a story can change what the server holds (after a decision) between requests.
 */
export function caseIs(current: (() => AdminDisputeCase) | 'pending') {
  return http.get(CASE, ({ params }) => {
    if (current === 'pending') return never();
    const found = current();
    return params.kind === found.kind && params.id === found.id ? ok(found) : fail(404, 'Not found');
  });
}

/** GET /v1/admin/audit: the case's trail, newest first, on one page. */
export function auditIs(entries: AuditEntry[]) {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: entries, nextBefore: null }));
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
export function actionsAnswer(seen: PostSeen[], reply: (action: CaseAction, body: unknown) => AdminDisputeCase | Response) {
  return http.post(`${CASE}/:action`, async ({ params, request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const action = params.action as CaseAction;
    seen.push({ action, kind: params.kind as DisputeKind, id: String(params.id), body });
    await delay(50);
    const answer = reply(action, body);
    return answer instanceof Response ? answer : ok(answer, action === 'questions' ? 201 : 200);
  });
}
