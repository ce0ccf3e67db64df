/**
 * The orders' durable timers: a due time is data on the row (`due_at` for the status's own
 * timer, `reminder_due_at` for the reminder 24 h after arrival), and one sweep applies whatever
 * is due by the clock's now through the same transition function as everything else. Two
 * sweeps racing, or a sweep after a restart, fire each timer once: the transition is a
 * compare-and-set on the status, and the reminder a compare-and-set on `reminded_at`.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { OrderStatus, OrderTransitionName } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { notify } from '../notification/notify';
import { products } from '../product/schema';
import { applyTransition } from './apply';
import { orderNotifications } from './notifications';
import { orders } from './schema';

/** How many due orders one sweep takes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** The system transition each timed status fires when its `due_at` passes. */
export const timerTransitions = {
  pending_payment: 'expire_payment',
  awaiting_seller: 'expire_seller_answer',
  arrived: 'auto_complete',
  disputed: 'expire_dispute',
} as const satisfies Partial<Record<OrderStatus, OrderTransitionName>>;
const timedStatuses = Object.keys(timerTransitions) as (keyof typeof timerTransitions)[];

export interface SweepReport {
  /** Transitions applied, by name. */
  applied: Partial<Record<OrderTransitionName, number>>;
  reminded: number;
}

/** Sends the arrived orders' reminders that are due, each once. */
async function sendReminders(services: Pick<Services, 'db' | 'config'>, now: Date): Promise<number> {
  const { db } = services;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'arrived'), lte(orders.reminderDueAt, now), isNull(orders.remindedAt)))
    .orderBy(asc(orders.reminderDueAt))
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const { id } of due) {
    await yieldToEventLoop();
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ remindedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'arrived'), isNull(orders.remindedAt)))
        .returning();
      if (!row) return false;
      const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, row.productId));
      await notify(
        tx,
        orderNotifications(
          'reminder',
          {
            id: row.id,
            buyerId: row.buyerId,
            sellerId: row.sellerId,
            productTitle: product?.title ?? 'your order',
            totalKobo: row.totalKobo,
          },
          services.config.publicOrigin,
        ),
        now,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * Applies every order timer that has run out by the clock's now (payment window, seller's
 * answer, auto-completion, dispute answer) and sends the due reminders. Safe to run from
 * several processes at once.
 */
export async function sweepOrderTimers(services: Pick<Services, 'db' | 'clock' | 'logger' | 'config'>): Promise<SweepReport> {
  const { db, clock, logger } = services;
  const now = clock.now();
  const due = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.status, timedStatuses), lte(orders.dueAt, now)))
    .orderBy(asc(orders.dueAt))
    .limit(SWEEP_BATCH);
  const report: SweepReport = { applied: {}, reminded: 0 };
  for (const { id, status } of due) {
    // On the embedded database a sweep is one chain of promises: let requests in between orders.
    await yieldToEventLoop();
    const transition = timerTransitions[status as keyof typeof timerTransitions];
    try {
      await applyTransition(services, id, transition, 'system', {}, now);
      report.applied[transition] = (report.applied[transition] ?? 0) + 1;
    } catch (error) {
      // Another process got there first, or the order moved on: nothing is due any more.
      if (error instanceof ApiError && error.status === 409) continue;
      logger.error('order timer failed', {
        orderId: id,
        transition,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  report.reminded = await sendReminders(services, now);
  const total = Object.values(report.applied).reduce((sum, n) => sum + n, 0);
  if (total > 0 || report.reminded > 0) logger.info('order timers applied', { ...report.applied, reminded: report.reminded });
  return report;
}
