/** MSW handlers for the overview's stories (story files only). */
import { http, HttpResponse } from 'msw';
import type { AdminOverview } from '../../contract';

export function overviewHandler(overview: AdminOverview) {
  return http.get('/v1/admin/overview', () => HttpResponse.json({ data: overview }));
}
