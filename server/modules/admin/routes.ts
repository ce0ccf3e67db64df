import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import type { Services } from '../../services';
import { kycAdminRoutes } from '../kyc/admin-routes';
import { orderAdminRoutes } from '../order/admin-routes';
import { requireStaff } from '../staff/guard';
import { ticketAdminRoutes } from '../ticket/admin-routes';

/**
 * /v1/admin: every module's console endpoints, behind one guard (signed in, staff: 404 for
 * anyone else). Each route names the permission it needs (requirePermission, 403 otherwise).
 */
export function adminRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use(requireUser(services), requireStaff())
    .route('/kyc', kycAdminRoutes(services))
    .route('/', orderAdminRoutes(services))
    .route('/', ticketAdminRoutes(services));
}
