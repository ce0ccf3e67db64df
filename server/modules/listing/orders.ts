import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../order/schema';

/**
 * Whether any order points at the listing, so that deleting it must archive it instead (a
 * query inside the same transaction as the delete).
 */
export async function hasOrders(tx: Database, listingId: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.productId, listingId)).limit(1);
  return row !== undefined;
}
