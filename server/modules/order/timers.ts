/**
 * The orders' durable timers (`escrow/due-timers.ts`): each timed status keeps its due time in
 * `due_at`, so every timer of the machine is due once `due_at` has passed in the status its rule
 * starts from. The reminder 24 h after arrival is not a transition: it is due at
 * `reminder_due_at`, claimed the same way in batches, and written once (a compare-and-set on
 * `reminded_at`). A round drains until nothing is due, within `SWEEP_ROUND_MS` (the next round
 * takes the rest).
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { orderMachine } from '../../../contract';
import type { OrderStatus, OrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import { drainRound, sweepRound } from '../../db/sweep-round';
import { applyDueTimers, defineDueTimers, timedRules } from '../escrow/due-timers';
import type { DueWhen, TimerDeps } from '../escrow/due-timers';
import { notify } from '../notification/notify';
import { products } from '../product/schema';
import { afterApplied, applyInTransaction } from './apply';
import { orderNotifications } from './notifications';
import { orderDisputes, orders } from './schema';

/** Reminders claimed (and written) per transaction. */
const REMINDER_BATCH = 50;

/** A timed status's own timer has run out. */
const dueAtPassed = (now: Date, status: OrderStatus): DueWhen => ({
  where: and(eq(orders.status, status), lte(orders.dueAt, now)),
  order: [asc(orders.dueAt)],
});

const orderTimers = defineDueTimers(orderMachine, orders, {
  logAs: { record: 'order', idField: 'orderId' },
  select: (tx: Database) =>
    tx
      .select({ order: orders, title: products.title, doorMaxDays: products.doorMaxDays, answeredAt: orderDisputes.answeredAt })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
      .$dynamic(),
  idOf: (row) => row.order.id,
  due: { paymentWindow: dueAtPassed, sellerAnswer: dueAtPassed, autoComplete: dueAtPassed, disputeAnswer: dueAtPassed },
  // What the transition would otherwise read again (no timed status is a reviewed one).
  apply: (tx, services, row, transition, now) =>
    applyInTransaction(tx, services, row.order, transition, 'system', {}, now, {
      productTitle: row.title,
      doorMaxDays: row.doorMaxDays,
      disputeAnswered: row.answeredAt !== null,
      reviewed: false,
    }),
  afterCommit: (services, applied) => afterApplied(services.db, applied),
});

/** The system transition each timed status fires when its `due_at` passes. */
export const timerTransitions: Partial<Record<OrderStatus, OrderTransitionName>> = Object.fromEntries(
  timedRules(orderMachine.transitions).map((rule) => [rule.from[0], rule.transition] as const),
);

export interface SweepReport {
  /** Transitions applied, by name. */
  applied: Partial<Record<OrderTransitionName, number>>;
  reminded: number;
}

/** Claims a batch of due reminders that no other sweep holds and writes them, in one transaction; how many. */
async function remindNextDue(services: TimerDeps, now: Date): Promise<number> {
  return services.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(lte(orders.reminderDueAt, now), isNull(orders.remindedAt), eq(orders.status, 'arrived')))
      .orderBy(asc(orders.reminderDueAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const dueIds = due.map((row) => row.id);
    const reminded = await tx
      .update(orders)
      .set({ remindedAt: now })
      .where(and(inArray(orders.id, dueIds), eq(orders.status, 'arrived'), isNull(orders.remindedAt)))
      .returning();
    if (reminded.length === 0) return 0;
    const productIds = reminded.map((row) => row.productId);
    const titles = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(inArray(products.id, productIds));
    const titleOf = new Map(titles.map((product) => [product.id, product.title]));
    const reminders = reminded.flatMap((row) =>
      orderNotifications(
        'reminder',
        {
          id: row.id,
          buyerId: row.buyerId,
          sellerId: row.sellerId,
          productTitle: titleOf.get(row.productId) ?? 'your order',
          totalKobo: row.totalKobo,
        },
        services.config.publicOrigin,
      ),
    );
    await notify(tx, reminders, now);
    return reminded.length;
  });
}

/**
 * Applies every order timer that has run out by the clock's now (payment window, seller's
 * answer, auto-completion, dispute answer) and sends the due reminders. Safe to run from
 * several processes at once: they share the due orders.
 */
export async function sweepOrderTimers(services: TimerDeps): Promise<SweepReport> {
  const round = { now: services.clock.now(), inRound: sweepRound() };
  const report: SweepReport = { applied: {}, reminded: 0 };
  await applyDueTimers(services, orderTimers, round, (transition) => {
    report.applied[transition] = (report.applied[transition] ?? 0) + 1;
  });
  await drainRound(round.inRound, async () => {
    const reminded = await remindNextDue(services, round.now);
    report.reminded += reminded;
    return reminded > 0;
  });
  const total = Object.values(report.applied).reduce((sum, n) => sum + n, 0);
  if (total > 0 || report.reminded > 0)
    services.logger.info('order timers applied', { ...report.applied, reminded: report.reminded });
  return report;
}
