/**
 * MSW handler makers for the operator console's stories (`features/console-*`): each area's
 * `handlers.storyKit.ts` names its endpoints with these, so that answering, never answering and
 * recording a staff action are written once.
 */
import { delay, http, HttpResponse, type PathParams } from 'msw';
import type { AuditEntry } from '../../contract';
import { ok, pending } from './respond';

/** What a story's server answers: the payload (sent as `{ data }`), or a Response such as a refusal. */
export type Reply<T> = T | Response;

/** A story's server data: read at each request (so an action can change it), or 'pending' for a loading state. */
export type Source<T> = (() => T) | 'pending';

export function reply<T>(answer: Reply<T>, status = 200): Response {
  return answer instanceof Response ? answer : ok(answer, status);
}

/**
 * GET `path` answered by `read` (with the path's parameters and the query), or never where it
 * (or `read` itself) is 'pending', for a loading state.
 */
export function getAnswers<T>(
  path: string,
  read: ((params: PathParams, query: URLSearchParams) => Reply<T> | 'pending') | 'pending',
) {
  return http.get(path, ({ params, request }) => {
    const answer = read === 'pending' ? read : read(params, new URL(request.url).searchParams);
    return answer === 'pending' ? pending() : reply(answer);
  });
}

/**
 * POST `path`: each request recorded in `seen` (as `record` makes it of the path's parameters
 * and the body), then answered by `answer` after a short wait, as a real round trip would be.
 */
export function postsRecorded<Seen, T>(
  path: string,
  seen: Seen[],
  record: (params: PathParams, body: unknown) => Seen,
  answer: (request: Seen) => Reply<T>,
  status = (_request: Seen) => 200,
) {
  return http.post(path, async ({ params, request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const entry = record(params, body);
    seen.push(entry);
    await delay(50);
    return reply(answer(entry), status(entry));
  });
}

/** GET /v1/admin/audit: these entries on one page (a case's or a person's trail). */
export function auditIs(entries: AuditEntry[]) {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: entries, nextBefore: null }));
}
