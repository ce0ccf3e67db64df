import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { catalogueChanged } from '../listing/read-cache';
import { products } from '../product/schema';
import { orderEvents, orders } from './schema';
import { allowedOrderTransition } from './transition';

/** How many due orders one sweep takes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The `expire_payment` transition (pending_payment -> expired) and its `return_stock` effect,
 * in one transaction with a compare-and-set: applied once however many callers race for it.
 * Answers whether this call applied it.
 */
export async function expireOrder(db: Database, orderId: string, now: Date, note: string | null = null): Promise<boolean> {
  const rule = allowedOrderTransition('pending_payment', 'expire_payment', 'system');
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: rule.to, dueAt: null, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning({ productId: orders.productId, quantity: orders.quantity });
    if (!moved) return false;
    await tx
      .update(products)
      .set({ unitsAvailable: sql`${products.unitsAvailable} + ${moved.quantity}` })
      .where(eq(products.id, moved.productId));
    await tx.insert(orderEvents).values({
      orderId,
      kind: rule.transition,
      fromStatus: 'pending_payment',
      toStatus: rule.to,
      actor: 'system',
      note,
      createdAt: now,
    });
    return true;
  });
}

/**
 * Applies every payment window that has run out by the clock's now: the durable timer of
 * unpaid orders. Safe to run from several processes at once. Answers how many it expired.
 */
export async function sweepExpiredOrders(services: Pick<Services, 'db' | 'clock' | 'logger'>): Promise<number> {
  const { db, clock, logger } = services;
  const now = clock.now();
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.dueAt, now)))
    .orderBy(asc(orders.dueAt))
    .limit(SWEEP_BATCH);
  let expired = 0;
  for (const { id } of due) {
    if (await expireOrder(db, id, now)) expired += 1;
  }
  if (expired > 0) {
    // Units went back on sale: listed pages must show them.
    catalogueChanged(db);
    logger.info('orders expired without payment', { count: expired });
  }
  return expired;
}
