/**
 * The ticket orders' durable timers, applied by one sweep from what is stored: an unpaid order
 * whose payment window (`due_at`) has passed expires and its tickets go back on sale; a paid
 * order whose event ended 24 hours ago or more (counted from the latest end its holders were
 * shown: `release-time.ts`) is completed and its money released to the organiser less the fee.
 * Several server processes sweep one database: each claims a due order with `FOR UPDATE SKIP
 * LOCKED` in the transaction that applies it, so they share a backlog and apply each timer once;
 * the transition is still a compare-and-set in `applyTicketTransition`, so a sweep after a
 * restart changes nothing twice. A round drains until nothing is due, within `SWEEP_ROUND_MS`.
 * A disputed order is never released: it waits for an administrator.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS } from '../../../contract';
import { sweepRound } from '../../db/sweep-round';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { events } from '../event/schema';
import { catalogueChanged } from '../listing/read-cache';
import { notify } from '../notification/notify';
import { ticketMoneyReleasedNotifications, ticketOrderExpiredNotifications } from './notifications';
import { releaseEndSql } from './release-time';
import { ticketOrders } from './schema';
import { applyTicketTransition } from './transition';
import type { TicketOrderTransitionName } from '../../../contract';

export interface TicketSweepReport {
  expired: number;
  released: number;
  /** What the released orders paid the organisers (after the fee) and the platform. */
  releasedToOrganisersKobo: number;
  feesKobo: number;
}

type Deps = Pick<Services, 'db' | 'clock' | 'logger' | 'config'>;
type TimerTransition = Extract<TicketOrderTransitionName, 'expire' | 'release'>;

/** The due orders of a timer, earliest first, as a condition and an order over `ticket_orders` joined with `events`. */
function dueOrders(transition: TimerTransition, now: Date): { where: SQL | undefined; order: SQL[] } {
  if (transition === 'expire')
    return {
      where: and(eq(ticketOrders.status, 'pending_payment'), lte(ticketOrders.dueAt, now)),
      order: [asc(ticketOrders.dueAt)],
    };
  const endedBy = new Date(now.getTime() - TICKET_RELEASE_AFTER_END_MS);
  return {
    where: and(
      eq(ticketOrders.status, 'paid'),
      sql`${releaseEndSql} <= ${endedBy.toISOString()}::timestamptz`,
      isNull(events.cancelledAt),
    ),
    order: [asc(releaseEndSql), asc(ticketOrders.id)],
  };
}

/**
 * Claims the earliest due order of `transition` that no other sweep holds (`FOR UPDATE SKIP
 * LOCKED`, the order's row only: never its event's, which every order of the event shares) and
 * applies the system transition to it, in one transaction. Null when nothing is due; `applied`
 * false when the transition failed (the order is then skipped for the rest of the round).
 */
async function applyNextDue(
  services: Deps,
  transition: TimerTransition,
  now: Date,
  skip: ReadonlySet<string>,
): Promise<{ orderId: string; applied: { sellerKobo: number; feeKobo: number } | null } | null> {
  const due = dueOrders(transition, now);
  let claimed: string | null = null;
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ order: ticketOrders, title: events.title })
        .from(ticketOrders)
        .innerJoin(events, eq(events.id, ticketOrders.eventId))
        .where(and(due.where, skip.size > 0 ? notInArray(ticketOrders.id, [...skip]) : undefined))
        .orderBy(...due.order)
        .limit(1)
        .for('update', { of: ticketOrders, skipLocked: true });
      if (!row) return null;
      claimed = row.order.id;
      const order = row.order;
      const applied = await applyTicketTransition(tx, services, order, transition, { actor: 'system' }, now);
      if (transition === 'expire') await notify(tx, ticketOrderExpiredNotifications(order, row.title), now);
      else if (applied.split && order.totalKobo > 0)
        await notify(
          tx,
          ticketMoneyReleasedNotifications(order, row.title, applied.split.sellerKobo, services.config.publicOrigin),
          now,
        );
      return { orderId: order.id, applied: { sellerKobo: applied.split?.sellerKobo ?? 0, feeKobo: applied.split?.feeKobo ?? 0 } };
    });
  } catch (error) {
    if (claimed === null) throw error;
    if (!(error instanceof ApiError && error.status === 409))
      services.logger.error('ticket order timer failed', {
        ticketOrderId: claimed,
        transition,
        error: error instanceof Error ? error.message : String(error),
      });
    return { orderId: claimed, applied: null };
  }
}

/**
 * Applies every ticket timer due by `asOf` (the clock's now unless told: the admin command
 * `tickets-release --as-of` passes the clock forward in a demonstration). Safe to run from
 * several processes at once.
 */
export async function sweepTicketTimers(services: Deps, asOf?: Date): Promise<TicketSweepReport> {
  const { db, logger } = services;
  const now = asOf ?? services.clock.now();
  const report: TicketSweepReport = { expired: 0, released: 0, releasedToOrganisersKobo: 0, feesKobo: 0 };
  const inRound = sweepRound();
  // Orders whose timer failed in this round: left for the next one, so the round moves on.
  const failed = new Set<string>();
  for (const transition of ['expire', 'release'] as const) {
    while (inRound()) {
      // On the embedded database a sweep is one chain of promises: let requests in between orders.
      await yieldToEventLoop();
      const outcome = await applyNextDue(services, transition, now, failed);
      if (!outcome) break;
      if (!outcome.applied) {
        failed.add(outcome.orderId);
        continue;
      }
      if (transition === 'expire') {
        report.expired += 1;
        continue;
      }
      report.released += 1;
      report.releasedToOrganisersKobo += outcome.applied.sellerKobo;
      report.feesKobo += outcome.applied.feeKobo;
    }
  }

  if (report.expired > 0) catalogueChanged(db);
  if (report.expired > 0 || report.released > 0) logger.info('ticket timers applied', { ...report });
  return report;
}
