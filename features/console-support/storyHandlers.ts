/** MSW handlers for the support inbox's stories (story files only). */
import { http, HttpResponse } from 'msw';
import type { AdminSupportRequest, AdminSupportRequestSummary } from '../../contract';

export function inboxHandler(requests: AdminSupportRequestSummary[], seen: URLSearchParams[] = []) {
  return http.get('/v1/admin/support', ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const status = query.get('status');
    return HttpResponse.json({ data: requests.filter((item) => !status || item.status === status) });
  });
}

export function requestHandler(request: AdminSupportRequest) {
  return http.get(`/v1/admin/support/${request.id}`, () => HttpResponse.json({ data: request }));
}

/** The audit of the request (empty): the page embeds its AuditTrail. */
export function emptyAuditHandler() {
  return http.get('/v1/admin/audit', () => HttpResponse.json({ data: [], nextBefore: null }));
}
