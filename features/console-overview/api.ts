import { adminOverviewSchema } from '../../contract';
import { useApi } from '../../client';

export const OVERVIEW_KEY = 'admin/overview';
/** The overview is read again every minute while the tab is visible. */
export const OVERVIEW_REFRESH_MS = 60_000;

/** GET /v1/admin/overview. */
export function useOverview() {
  return useApi(OVERVIEW_KEY, adminOverviewSchema, { refreshInterval: OVERVIEW_REFRESH_MS });
}
