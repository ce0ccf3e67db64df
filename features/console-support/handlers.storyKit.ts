/** MSW handlers for the support inbox's stories (story files only). */
import type { AdminSupportRequest, AdminSupportRequestSummary } from '../../contract';
import { auditIs, getAnswers } from '../../stories/msw/console';

export function inboxHandler(requests: AdminSupportRequestSummary[], seen: URLSearchParams[] = []) {
  return getAnswers('/v1/admin/support', (_params, query) => {
    seen.push(query);
    const status = query.get('status');
    return requests.filter((item) => !status || item.status === status);
  });
}

export function requestHandler(request: AdminSupportRequest) {
  return getAnswers(`/v1/admin/support/${request.id}`, () => request);
}

/** The audit of the request (empty): the page embeds its AuditTrail. */
export const emptyAuditHandler = () => auditIs([]);
