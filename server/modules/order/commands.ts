/** The admin CLI's dispute commands (`npm run admin -- disputes`, `dispute-resolve …`). */
import { formatKobo } from '../../../contract';
import type { Services } from '../../services';
import { resolveDisputeCommand } from '../escrow/resolve-command';
import { openDisputes } from './queries';
import { resolveDispute } from './resolve';

async function listDisputes(services: Services): Promise<string> {
  // Read as an administrator would; no one's own orders are involved.
  const { data } = await openDisputes(services.db, 'cli', services.clock.now());
  if (data.length === 0) return 'No open disputes.';
  return data
    .map(
      (order) =>
        `${order.id}  ${formatKobo(order.totalKobo).padStart(12)}  ${order.product.title}  buyer ${order.buyer.name}  seller ${order.seller.name}  since ${order.updatedAt}`,
    )
    .join('\n');
}

export const disputeCommands: Record<string, (services: Services, args: string[]) => Promise<string>> = {
  disputes: (services) => listDisputes(services),
  'dispute-resolve': resolveDisputeCommand({ noun: 'order', seller: 'seller' }, resolveDispute),
};
