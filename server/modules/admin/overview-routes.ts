import { Hono } from 'hono';
import type { AdminOverviewResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';
import { requirePermission } from '../staff/guard';
import { adminOverview } from './overview';

/** /v1/admin/overview (`overview.read`): the console's front page. */
export function overviewAdminRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', requirePermission('overview.read'), async (c) => {
    const body: AdminOverviewResponse = { data: await adminOverview(services.db, services.clock.now()) };
    return c.json(body);
  });
}
