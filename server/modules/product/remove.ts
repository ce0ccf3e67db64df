import { and, eq } from 'drizzle-orm';
import type { DeleteListingResponse } from '../../../contract';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { hasOrders } from '../listing/queries';
import { catalogueChanged } from '../listing/read-cache';
import { ownProduct } from './update';
import { products } from './schema';

/** DELETE /v1/products/{id}: gone, or archived when orders point at it (they keep their listing). */
export async function removeProduct(services: Services, user: SessionUser, id: string): Promise<DeleteListingResponse['data']> {
  const { db, clock } = services;
  const product = await ownProduct(services, user, id);
  try {
    return await db.transaction(async (tx) => {
      const mine = and(eq(products.id, product.id), eq(products.sellerId, user.id));
      if (await hasOrders(tx, product.id)) {
        await tx.update(products).set({ status: 'archived', updatedAt: clock.now() }).where(mine);
        return { outcome: 'archived' as const };
      }
      await tx.delete(products).where(mine);
      return { outcome: 'deleted' as const };
    });
  } finally {
    // Listed pages must no longer show it.
    catalogueChanged(db);
  }
}
