import type { TicketOrderDetailResponse } from '../../../contract';
import type { Services } from '../../services';
import { resolveRoute } from '../disputes/resolve-route';
import { describeTicketOrder } from './queries';
import { resolveTicketDispute } from './resolve';

/** /v1/admin/ticket-orders/{id}/resolve: an administrator decides a ticket dispute. Mounted behind the admin guard. */
export function ticketAdminRoutes(services: Services) {
  const viewer = (adminId: string) => ({ userId: adminId, isAdmin: true });
  return resolveRoute(
    services,
    'ticket-orders',
    resolveTicketDispute,
    (applied, adminId): Promise<TicketOrderDetailResponse['data']> =>
      describeTicketOrder(services, applied.order, viewer(adminId), services.clock.now()),
  );
}
