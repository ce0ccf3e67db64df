/** MSW handlers for the people screens' stories (story files only; the app never imports this module). */
import type { AdminListing, AdminPeopleSearchResponse, AdminPerson } from '../../contract';
import { auditIs, getAnswers, postsRecorded, type Reply } from '../../stories/msw/console';
import { fail, ok } from '../../stories/msw/respond';

export { auditIs, fail, ok };

/** GET /v1/admin/people?q=: `answer(q)`, each search recorded in `seen`. */
export function searchIs(answer: ((q: string) => Reply<AdminPeopleSearchResponse['data']>) | 'pending', seen: string[] = []) {
  return getAnswers('/v1/admin/people', (_params, query) => {
    const q = query.get('q') ?? '';
    seen.push(q);
    return answer === 'pending' ? answer : answer(q);
  });
}

/**
 * GET /v1/admin/people/{id}(?month=): `current(month)` for its id, 404 for any other (a function,
 * so an action or the month picker can change it), each month asked for recorded in `months`.
 */
export function personIs(current: ((month: string | null) => AdminPerson) | 'pending', months: (string | null)[] = []) {
  return getAnswers(
    '/v1/admin/people/:id',
    current === 'pending'
      ? current
      : ({ id }, query) => {
          months.push(query.get('month'));
          const found = current(query.get('month'));
          return id === found.person.id ? found : fail(404, 'Person not found');
        },
  );
}

export interface PostSeen {
  path: string;
  body: unknown;
}

const lastPart = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** POST /v1/admin/people/{id}/{action}: `reply` answers (the person now, or a refusal), each recorded. */
export function personActionsAnswer(seen: PostSeen[], reply: (action: string, body: { reason: string }) => Reply<AdminPerson>) {
  return postsRecorded(
    '/v1/admin/people/:id/:action',
    seen,
    (params, body): PostSeen => ({ path: `${String(params.id)}/${String(params.action)}`, body }),
    (request) => reply(lastPart(request.path), request.body as { reason: string }),
  );
}

/** POST /v1/admin/listings/{kind}/{id}/{action}: `reply` answers, each recorded. */
export function listingActionsAnswer(
  seen: PostSeen[],
  reply: (action: string, id: string, body: { reason: string }) => Reply<AdminListing>,
) {
  return postsRecorded(
    '/v1/admin/listings/:kind/:id/:action',
    seen,
    (params, body): PostSeen => ({ path: `${String(params.kind)}/${String(params.id)}/${String(params.action)}`, body }),
    (request) => reply(lastPart(request.path), String(request.path.split('/')[1]), request.body as { reason: string }),
  );
}
