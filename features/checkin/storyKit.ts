/**
 * Story helpers for the check-in page: the API's answers and what the page sent. The camera
 * comes from `stories/camera`.
 */
import { http, HttpResponse } from 'msw';
import type { CheckInResponse } from '../../contract';
import { toast } from '../../ui';
import type { CheckInSummary } from './api';

/** GET /v1/events/{id}/check-in answering `summary`, or a Response (an error, a pending answer). */
export function summaryIs(summary: CheckInSummary | (() => Response | Promise<Response>)) {
  return http.get('/v1/events/:id/check-in', () =>
    typeof summary === 'function' ? summary() : HttpResponse.json({ data: summary }),
  );
}

/** POST /v1/events/{id}/check-in: records each body sent and answers `reply(code)`. */
export function checkInAnswers(seen: unknown[], reply: (code: string) => CheckInResponse['data'] | Response) {
  return http.post('/v1/events/:id/check-in', async ({ request }) => {
    const body = (await request.json().catch(() => undefined)) as { code?: string } | undefined;
    seen.push(body);
    const answer = reply(body?.code ?? '');
    return answer instanceof Response ? answer : HttpResponse.json({ data: answer });
  });
}

/** Story teardown: no toast left for the next story. */
export function cleanUp() {
  toast.clear();
}
