/**
 * The ticket orders' durable timers, applied by one sweep from what is stored: an unpaid order
 * whose payment window (`due_at`) has passed expires and its tickets go back on sale; a paid
 * order whose event ended 24 hours ago or more (counted from the latest end its holders were
 * shown: `release-time.ts`) is completed and its money released to the organiser less the fee.
 * Each is a compare-and-set in `applyTicketTransition`, so two processes sweeping at once, or a
 * sweep after a restart, apply each once. A disputed order is never released: it waits for an
 * administrator.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { events } from '../event/schema';
import { catalogueChanged } from '../listing/read-cache';
import { notify } from '../notification/notify';
import { ticketMoneyReleasedNotifications, ticketOrderExpiredNotifications } from './notifications';
import { releaseEndSql } from './release-time';
import { ticketOrders } from './schema';
import { applyTicketTransition, readTicketOrder } from './transition';
import type { TicketOrderTransitionName } from '../../../contract';

/** How many due orders one query takes; the sweep takes batches until nothing is due. */
const SWEEP_BATCH = 100;

export interface TicketSweepReport {
  expired: number;
  released: number;
  /** What the released orders paid the organisers (after the fee) and the platform. */
  releasedToOrganisersKobo: number;
  feesKobo: number;
}

type Deps = Pick<Services, 'db' | 'clock' | 'logger' | 'config'>;

/** Applies one system transition to one order; false when it had moved on (another process got there). */
async function applyTimer(
  services: Deps,
  orderId: string,
  transition: Extract<TicketOrderTransitionName, 'expire' | 'release'>,
  eventTitle: string,
  now: Date,
): Promise<{ sellerKobo: number; feeKobo: number } | null> {
  try {
    return await services.db.transaction(async (tx) => {
      const row = await readTicketOrder(tx, orderId);
      const applied = await applyTicketTransition(tx, services, row, transition, { actor: 'system' }, now);
      if (transition === 'expire') await notify(tx, ticketOrderExpiredNotifications(row, eventTitle), now);
      else if (applied.split && row.totalKobo > 0)
        await notify(
          tx,
          ticketMoneyReleasedNotifications(row, eventTitle, applied.split.sellerKobo, services.config.publicOrigin),
          now,
        );
      return { sellerKobo: applied.split?.sellerKobo ?? 0, feeKobo: applied.split?.feeKobo ?? 0 };
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    services.logger.error('ticket order timer failed', {
      ticketOrderId: orderId,
      transition,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
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
  const failed = new Set<string>();

  for (;;) {
    const due = await db
      .select({ id: ticketOrders.id, title: events.title })
      .from(ticketOrders)
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(and(eq(ticketOrders.status, 'pending_payment'), lte(ticketOrders.dueAt, now)))
      .orderBy(asc(ticketOrders.dueAt))
      .limit(SWEEP_BATCH);
    const fresh = due.filter((order) => !failed.has(order.id));
    for (const order of fresh) {
      // On the embedded database a sweep is one chain of promises: let requests in between orders.
      await yieldToEventLoop();
      if (await applyTimer(services, order.id, 'expire', order.title, now)) report.expired += 1;
      else failed.add(order.id);
    }
    if (due.length < SWEEP_BATCH || fresh.length === 0) break;
  }

  const endedBy = new Date(now.getTime() - TICKET_RELEASE_AFTER_END_MS);
  for (;;) {
    const due = await db
      .select({ id: ticketOrders.id, title: events.title })
      .from(ticketOrders)
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .where(
        and(
          eq(ticketOrders.status, 'paid'),
          sql`${releaseEndSql} <= ${endedBy.toISOString()}::timestamptz`,
          isNull(events.cancelledAt),
        ),
      )
      .orderBy(asc(releaseEndSql), asc(ticketOrders.id))
      .limit(SWEEP_BATCH);
    const fresh = due.filter((order) => !failed.has(order.id));
    for (const order of fresh) {
      await yieldToEventLoop();
      const released = await applyTimer(services, order.id, 'release', order.title, now);
      if (!released) {
        failed.add(order.id);
        continue;
      }
      report.released += 1;
      report.releasedToOrganisersKobo += released.sellerKobo;
      report.feesKobo += released.feeKobo;
    }
    if (due.length < SWEEP_BATCH || fresh.length === 0) break;
  }

  if (report.expired > 0) catalogueChanged(db);
  if (report.expired > 0 || report.released > 0) logger.info('ticket timers applied', { ...report });
  return report;
}
