import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import type { Services } from '../../services';
import { kycAdminRoutes } from '../kyc/admin-routes';
import { orderAdminRoutes } from '../order/admin-routes';
import { ticketAdminRoutes } from '../ticket/admin-routes';
import { requireAdmin } from './admin-guard';

/** /v1/admin: every module's administrator endpoints, behind one guard (signed in, admin role). */
export function adminRoutes(services: Services) {
  return new Hono<AppEnv>()
    .use(requireUser(services), requireAdmin())
    .route('/kyc', kycAdminRoutes(services))
    .route('/', orderAdminRoutes(services))
    .route('/', ticketAdminRoutes(services));
}
