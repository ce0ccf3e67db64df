/** MSW handlers for the audit's stories (story files only). */
import { http, HttpResponse } from 'msw';
import type { AuditListResponse } from '../../contract';

/** GET /v1/admin/audit answered by `answer`, recording each query it saw. */
export function auditHandler(answer: (query: URLSearchParams) => AuditListResponse | Response, seen: URLSearchParams[] = []) {
  return http.get('/v1/admin/audit', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const body = answer(query);
    return body instanceof Response ? body : HttpResponse.json(body);
  });
}
