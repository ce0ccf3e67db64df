/** MSW handlers for the overview's stories (story files only). */
import type { AdminOverview } from '../../contract';
import { getAnswers } from '../../stories/msw/console';

export function overviewHandler(overview: AdminOverview) {
  return getAnswers('/v1/admin/overview', () => overview);
}
