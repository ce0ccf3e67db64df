import { delay, http, HttpResponse, type RequestHandler } from 'msw';

/** A success body as the server sends it: `{ data }`. */
export function ok<T>(data: T, status = 200) {
  return HttpResponse.json({ data }, { status });
}

/** An error body as the server sends it: `{ message, errors? }`. */
export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** One page of `items` as the list endpoints answer it (`{ data, page }`), honouring ?page= and ?pageSize=. */
export function pageOf<T>(items: readonly T[], request: Request, defaultPageSize = 12) {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? defaultPageSize);
  return HttpResponse.json({
    data: items.slice((page - 1) * pageSize, page * pageSize),
    page: { page, pageSize, total: items.length, totalPages: Math.max(1, Math.ceil(items.length / pageSize)) },
  });
}

/** How a handler answers one request. */
export type Answer = () => Response | Promise<Response>;

/** A list endpoint's answer with every item on one page. */
export function listPage<T>(items: readonly T[]) {
  return HttpResponse.json({ data: items, page: { page: 1, pageSize: 12, total: items.length, totalPages: 1 } });
}

/** POST `path` answered by `answers` in turn (the last one from then on), recording each body. */
export function postsInTurn<Body>(path: string, ...answers: Answer[]) {
  const bodies: Body[] = [];
  const handler = http.post(path, async ({ request }) => {
    bodies.push((await request.json()) as Body);
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)] ?? (() => fail(500, 'No answer'));
    return answer();
  });
  return { handler, bodies };
}

/**
 * GET `path`?reference=… (the payment return pages' question) answered by `answers` in turn (the
 * last one from then on) for `reference`, with an empty list for any other; counts the calls.
 */
export function byReference(path: string, reference: string, ...answers: Answer[]) {
  let calls = 0;
  const handler = http.get(path, ({ request }) => {
    calls += 1;
    if (new URL(request.url).searchParams.get('reference') !== reference) return listPage([]);
    const answer = answers[Math.min(calls - 1, answers.length - 1)] ?? (() => listPage([]));
    return answer();
  });
  return { handler, calls: () => calls };
}

/**
 * A failure that lasts until the story's person retries. A handler that fails only its first
 * call lets the screen's own next request (an SWR retry, a revalidation, a second mount) succeed
 * before the story has seen the error, which fails the story only on a busy machine. Call
 * `begin()` in `beforeEach` and `end()` in `play` right before pressing 'Try again'.
 */
export function outage() {
  let down = true;
  return {
    begin: () => {
      down = true;
    },
    end: () => {
      down = false;
    },
    isDown: () => down,
    /** A handler that answers `failure` while the outage lasts and `success` once it has ended. */
    answer:
      <T>(failure: () => T, success: () => T) =>
      () =>
        down ? failure() : success(),
  };
}

/**
 * A GET that answers `failure` until `recover()` and `success` after it: a screen's "could not be
 * loaded" state, then its Try again. `install` goes in the story's `beforeEach`.
 */
export function failingGet(path: string, failure: Answer, success: Answer) {
  const down = outage();
  return {
    install(msw: { use: (...handlers: RequestHandler[]) => void }) {
      down.begin();
      msw.use(http.get(path, down.answer(failure, success)));
    },
    recover: down.end,
  };
}

/** Never answers: for loading states. */
export async function pending(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

export { sampleUser } from '../../client/samples';

export const sampleUniversities = [
  { id: 1, name: 'University of Lagos' },
  { id: 2, name: 'Lagos State University' },
  { id: 3, name: 'Federal University of Agriculture, Abeokuta' },
  { id: 4, name: 'Olabisi Onabanjo University' },
  { id: 5, name: 'University of Ibadan' },
  { id: 6, name: 'Obafemi Awolowo University' },
  { id: 7, name: 'University of Nigeria, Nsukka' },
  { id: 8, name: 'Covenant University' },
];
