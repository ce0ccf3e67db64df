/**
 * The ticket orders' durable timers (`escrow/due-timers.ts`), due from what is stored: an
 * unpaid order whose payment window (`due_at`) has passed expires and its tickets go back on
 * sale; a paid order whose event ended 24 hours ago or more (counted from the latest end its
 * holders were shown: `release-time.ts`) is completed and its money released to the organiser
 * less the fee. A disputed order is never released: it waits for an administrator. A round
 * drains until nothing is due, within `SWEEP_ROUND_MS`.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS, ticketOrderMachine } from '../../../contract';
import type { Database } from '../../db/database';
import { sweepRound } from '../../db/sweep-round';
import { applyDueTimers, defineDueTimers } from '../escrow/due-timers';
import type { TimerDeps } from '../escrow/due-timers';
import { events } from '../event/schema';
import { catalogueChanged } from '../listing/read-cache';
import { notify } from '../notification/notify';
import { ticketMoneyReleasedNotifications, ticketOrderExpiredNotifications } from './notifications';
import { releaseEndSql } from './release-time';
import { ticketOrders } from './schema';
import { applyTicketTransition } from './transition';

export interface TicketSweepReport {
  expired: number;
  released: number;
  /** What the released orders paid the organisers (after the fee) and the platform. */
  releasedToOrganisersKobo: number;
  feesKobo: number;
}

const ticketTimers = defineDueTimers(ticketOrderMachine, ticketOrders, {
  logAs: { record: 'ticket order', idField: 'ticketOrderId' },
  select: (tx: Database) =>
    tx
      .select({ order: ticketOrders, title: events.title })
      .from(ticketOrders)
      .innerJoin(events, eq(events.id, ticketOrders.eventId))
      .$dynamic(),
  idOf: (row) => row.order.id,
  due: {
    paymentWindow: (now, status) => ({
      where: and(eq(ticketOrders.status, status), lte(ticketOrders.dueAt, now)),
      order: [asc(ticketOrders.dueAt)],
    }),
    releaseAfterEnd: (now, status) => ({
      where: and(
        eq(ticketOrders.status, status),
        sql`${releaseEndSql} <= ${new Date(now.getTime() - TICKET_RELEASE_AFTER_END_MS).toISOString()}::timestamptz`,
        isNull(events.cancelledAt),
      ),
      order: [asc(releaseEndSql), asc(ticketOrders.id)],
    }),
  },
  apply: async (tx, services, { order, title }, transition, now) => {
    const applied = await applyTicketTransition(tx, services, order, transition, { actor: 'system' }, now);
    const { sellerKobo = 0, feeKobo = 0 } = applied.split ?? {};
    if (transition === 'expire') await notify(tx, ticketOrderExpiredNotifications(order, title), now);
    else if (applied.split && order.totalKobo > 0)
      await notify(tx, ticketMoneyReleasedNotifications(order, title, sellerKobo, services.config.publicOrigin), now);
    return { sellerKobo, feeKobo };
  },
});

/**
 * Applies every ticket timer due by `asOf` (the clock's now unless told: the admin command
 * `tickets-release --as-of` passes the clock forward in a demonstration). What it does is dated
 * now, when it happens, so a release shows in this month's wallet. Safe to run from several
 * processes at once.
 */
export async function sweepTicketTimers(services: TimerDeps, asOf?: Date): Promise<TicketSweepReport> {
  const round = { now: services.clock.now(), dueBy: asOf, inRound: sweepRound() };
  const report: TicketSweepReport = { expired: 0, released: 0, releasedToOrganisersKobo: 0, feesKobo: 0 };
  await applyDueTimers(services, ticketTimers, round, (transition, { sellerKobo, feeKobo }) => {
    if (transition === 'expire') {
      report.expired += 1;
      return;
    }
    report.released += 1;
    report.releasedToOrganisersKobo += sellerKobo;
    report.feesKobo += feeKobo;
  });
  if (report.expired > 0) catalogueChanged(services.db);
  if (report.expired > 0 || report.released > 0) services.logger.info('ticket timers applied', { ...report });
  return report;
}
