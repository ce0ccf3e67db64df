import { and, eq } from 'drizzle-orm';
import type { DeleteListingResponse } from '../../../contract';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { hasOrders } from '../listing/orders';
import { events } from './schema';
import { ownEvent } from './update';

/** DELETE /v1/events/{id}: gone, or archived when orders point at it (they keep their listing). */
export async function removeEvent(services: Services, user: SessionUser, id: string): Promise<DeleteListingResponse['data']> {
  const { db, clock } = services;
  const event = await ownEvent(services, user, id);
  return db.transaction(async (tx) => {
    const mine = and(eq(events.id, event.id), eq(events.sellerId, user.id));
    if (await hasOrders(tx, event.id)) {
      await tx.update(events).set({ status: 'archived', updatedAt: clock.now() }).where(mine);
      return { outcome: 'archived' as const };
    }
    await tx.delete(events).where(mine);
    return { outcome: 'deleted' as const };
  });
}
