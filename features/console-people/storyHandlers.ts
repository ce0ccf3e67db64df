/**
 * MSW handlers for the people screens' stories, built from contract types and the feature's
 * fixtures. Used by story files only (the app never imports this module).
 */
import { delay, http, HttpResponse } from 'msw';
import type { AdminListing, AdminPeopleSearchResponse, AdminPerson, AuditEntry } from '../../contract';

export function ok<T>(payload: T, status = 200) {
  return HttpResponse.json({ data: payload }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/** GET /v1/admin/people?q=: `answer(q)`, each search recorded in `seen`. */
export function searchIs(answer: ((q: string) => AdminPeopleSearchResponse['data'] | Response) | 'pending', seen: string[] = []) {
  return http.get('/v1/admin/people', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    seen.push(q);
    if (answer === 'pending') return never();
    const found = answer(q);
    return found instanceof Response ? found : ok(found);
  });
}

/** GET /v1/admin/people/{id}: `current()` for its id, 404 for any other (a function, so an action can change it). */
export function personIs(current: (() => AdminPerson) | 'pending') {
  return http.get('/v1/admin/people/:id', ({ params }) => {
    if (current === 'pending') return never();
    const found = current();
    return params.id === found.person.id ? ok(found) : fail(404, 'Person not found');
  });
}

export interface PostSeen {
  path: string;
  body: unknown;
}

/** POST /v1/admin/people/{id}/{action}: `reply` answers (the person now, or a refusal), each recorded. */
export function personActionsAnswer(
  seen: PostSeen[],
  reply: (action: string, body: { reason: string }) => AdminPerson | Response,
) {
  return http.post('/v1/admin/people/:id/:action', async ({ params, request }) => {
    const body = (await request.json()) as { reason: string };
    seen.push({ path: `${String(params.id)}/${String(params.action)}`, body });
    await delay(50);
    const answer = reply(String(params.action), body);
    return answer instanceof Response ? answer : ok(answer);
  });
}

/** POST /v1/admin/listings/{kind}/{id}/{action}: `reply` answers, each recorded. */
export function listingActionsAnswer(
  seen: PostSeen[],
  reply: (action: string, id: string, body: { reason: string }) => AdminListing | Response,
) {
  return http.post('/v1/admin/listings/:kind/:id/:action', async ({ params, request }) => {
    const body = (await request.json()) as { reason: string };
    seen.push({ path: `${String(params.kind)}/${String(params.id)}/${String(params.action)}`, body });
    await delay(50);
    const answer = reply(String(params.action), String(params.id), body);
    return answer instanceof Response ? answer : ok(answer);
  });
}

/** GET /v1/admin/audit: these entries on one page. */
export function auditIs(entries: AuditEntry[]) {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: entries, nextBefore: null }));
}
