import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import type { Services } from '../../services';
import { auditAdminRoutes } from '../audit/admin-routes';
import { disputeDeskRoutes } from '../disputes/admin-routes';
import { kycAdminRoutes } from '../kyc/admin-routes';
import { ledgerAdminRoutes } from '../ledger/admin-routes';
import { orderAdminRoutes } from '../order/admin-routes';
import { peopleAdminRoutes } from '../people/admin-routes';
import { moderationAdminRoutes } from '../safety/moderation-routes';
import { staffAdminRoutes } from '../staff/admin-routes';
import { supportAdminRoutes } from '../support/admin-routes';
import { requireStaff } from '../staff/guard';
import { ticketAdminRoutes } from '../ticket/admin-routes';
import { payoutAdminRoutes } from '../wallet/admin-routes';
import { overviewAdminRoutes } from './overview-routes';

/**
 * /v1/admin: every module's console endpoints, behind one guard (signed in, staff: 404 for
 * anyone else). Each route names the permission it needs (requirePermission, 403 otherwise).
 */
export function adminRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use(requireUser(services), requireStaff(services))
    .route('/', staffAdminRoutes(services))
    .route('/kyc', kycAdminRoutes(services))
    .route('/disputes', disputeDeskRoutes(services))
    .route('/audit', auditAdminRoutes(services))
    .route('/overview', overviewAdminRoutes(services))
    .route('/support', supportAdminRoutes(services))
    .route('/payouts', payoutAdminRoutes(services))
    .route('/ledger', ledgerAdminRoutes(services))
    .route('/moderation', moderationAdminRoutes(services))
    .route('/', orderAdminRoutes(services))
    .route('/', ticketAdminRoutes(services))
    .route('/', peopleAdminRoutes(services));
}
