/**
 * The orders' durable timers: a due time is data on the row (`due_at` for the status's own
 * timer, `reminder_due_at` for the reminder 24 h after arrival), and one sweep applies whatever
 * is due by the clock's now through the same transition function as everything else.
 *
 * Several server processes sweep one database. Each due order is claimed with
 * `FOR UPDATE SKIP LOCKED` inside the transaction that applies its timer: another sweep skips
 * the rows already claimed and takes the next ones, so the processes share a backlog instead of
 * queueing behind the same rows, and each timer is applied once. The transition stays a
 * compare-and-set on the status, and the reminder a compare-and-set on `reminded_at`, so a
 * sweep after a restart changes nothing twice either. A round drains until nothing is due,
 * within `SWEEP_ROUND_MS` (the next round takes the rest).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import type { OrderStatus, OrderTransitionName } from '../../../contract';
import { sweepRound } from '../../db/sweep-round';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { notify } from '../notification/notify';
import { products } from '../product/schema';
import { afterApplied, applyInTransaction } from './apply';
import { orderNotifications } from './notifications';
import { orderDisputes, orders } from './schema';

/** Reminders claimed (and written) per transaction. */
const REMINDER_BATCH = 50;

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

type Deps = Pick<Services, 'db' | 'clock' | 'logger' | 'config'>;

/**
 * Claims the earliest due order of `status` that no other sweep holds and applies its timer, in
 * one transaction. Answers what happened to which order, or null when nothing of it is due.
 */
async function applyNextDue(
  services: Deps,
  status: keyof typeof timerTransitions,
  now: Date,
  skip: ReadonlySet<string>,
): Promise<{ orderId: string; applied: boolean } | null> {
  const transition = timerTransitions[status];
  let claimed: string | null = null;
  try {
    const applied = await services.db.transaction(async (tx) => {
      // One status at a time, so that the claim reads `orders_due_idx` (status, due_at) in order.
      // Only the order's row is locked: its product is shared with its other orders.
      const [due] = await tx
        .select({
          order: orders,
          productTitle: products.title,
          doorMaxDays: products.doorMaxDays,
          disputeAnsweredAt: orderDisputes.answeredAt,
        })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
        .where(
          and(eq(orders.status, status), lte(orders.dueAt, now), skip.size > 0 ? notInArray(orders.id, [...skip]) : undefined),
        )
        .orderBy(asc(orders.dueAt))
        .limit(1)
        .for('update', { of: orders, skipLocked: true });
      if (!due) return null;
      claimed = due.order.id;
      // What the transition would otherwise read again (no timed status is a reviewed one).
      const known = {
        productTitle: due.productTitle,
        doorMaxDays: due.doorMaxDays,
        disputeAnswered: due.disputeAnsweredAt !== null,
        reviewed: false,
      };
      return applyInTransaction(tx, services, due.order, transition, 'system', {}, now, known);
    });
    if (!applied) return null;
    afterApplied(services.db, applied);
    return { orderId: applied.order.id, applied: true };
  } catch (error) {
    if (claimed === null) throw error;
    // A 409 is the table refusing the timer's transition in the order's state: nothing to log.
    if (!(error instanceof ApiError && error.status === 409))
      services.logger.error('order timer failed', {
        orderId: claimed,
        transition,
        error: error instanceof Error ? error.message : String(error),
      });
    return { orderId: claimed, applied: false };
  }
}

/** Claims a batch of due reminders that no other sweep holds and writes them, in one transaction; how many. */
async function remindNextDue(services: Deps, now: Date): Promise<number> {
  return services.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(lte(orders.reminderDueAt, now), isNull(orders.remindedAt), eq(orders.status, 'arrived')))
      .orderBy(asc(orders.reminderDueAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const reminded = await tx
      .update(orders)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(
            orders.id,
            due.map((row) => row.id),
          ),
          eq(orders.status, 'arrived'),
          isNull(orders.remindedAt),
        ),
      )
      .returning();
    if (reminded.length === 0) return 0;
    const titles = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(
        inArray(
          products.id,
          reminded.map((row) => row.productId),
        ),
      );
    const titleOf = new Map(titles.map((product) => [product.id, product.title]));
    await notify(
      tx,
      reminded.flatMap((row) =>
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
      ),
      now,
    );
    return reminded.length;
  });
}

/**
 * Applies every order timer that has run out by the clock's now (payment window, seller's
 * answer, auto-completion, dispute answer) and sends the due reminders. Safe to run from
 * several processes at once: they share the due orders.
 */
export async function sweepOrderTimers(services: Deps): Promise<SweepReport> {
  const { clock, logger } = services;
  const now = clock.now();
  const inRound = sweepRound();
  const report: SweepReport = { applied: {}, reminded: 0 };
  // Orders whose timer failed in this round: left for the next one, so the round moves on.
  const refused = new Set<string>();
  for (const status of timedStatuses) {
    while (inRound()) {
      // On the embedded database a sweep is one chain of promises: let requests in between orders.
      await yieldToEventLoop();
      const outcome = await applyNextDue(services, status, now, refused);
      if (!outcome) break;
      if (!outcome.applied) {
        refused.add(outcome.orderId);
        continue;
      }
      const transition = timerTransitions[status];
      report.applied[transition] = (report.applied[transition] ?? 0) + 1;
    }
  }
  while (inRound()) {
    await yieldToEventLoop();
    const reminded = await remindNextDue(services, now);
    if (reminded === 0) break;
    report.reminded += reminded;
  }
  const total = Object.values(report.applied).reduce((sum, n) => sum + n, 0);
  if (total > 0 || report.reminded > 0) logger.info('order timers applied', { ...report.applied, reminded: report.reminded });
  return report;
}
