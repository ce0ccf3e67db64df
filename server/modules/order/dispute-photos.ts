import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderDisputes, orders } from './schema';

/**
 * A dispute photo is readable by that order's seller (the buyer owns it; administrators read
 * every private file): the seller answers the dispute, so they must see what it shows.
 */
export async function isDisputePhotoOfSeller(db: Database, fileKey: string, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(and(eq(orders.sellerId, userId), sql`${fileKey} = any(${orderDisputes.photoKeys})`))
    .limit(1);
  return found !== undefined;
}
