import type { OrderDetailResponse } from '../../../contract';
import type { Services } from '../../services';
import { resolveRoute } from '../disputes/resolve-route';
import { orderForCaller } from './queries';
import { resolveDispute } from './resolve';

/**
 * /v1/admin/orders/{id}/resolve: a product dispute's decision (the dispute desk's
 * /v1/admin/disputes/order/{id}/decision takes the same path, with a reason required). Mounted
 * by the admin module, behind its guard.
 */
export function orderAdminRoutes(services: Services) {
  return resolveRoute(services, 'orders', resolveDispute, (applied, adminId): Promise<OrderDetailResponse['data']> =>
    orderForCaller(services, applied.order.id, adminId, true),
  );
}
