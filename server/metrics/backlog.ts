/**
 * What waits in the database for a sweep: the oldest timer that is due but not applied, and the
 * outboxes not yet emptied. Each reading is one indexed query (the sweeps' own partial indexes),
 * cheap enough for every scrape.
 */
import { and, count, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import { TICKET_RELEASE_AFTER_END_MS } from '../../contract';
import type { Database } from '../db/database';
import { events } from '../modules/event/schema';
import { notificationEmails } from '../modules/notification/schema';
import { orders } from '../modules/order/schema';
import { timerTransitions } from '../modules/order/timers';
import { releaseEndSql } from '../modules/ticket/release-time';
import { ticketOrders } from '../modules/ticket/schema';
import { withdrawals } from '../modules/wallet/schema';

const timedOrderStatuses = Object.keys(timerTransitions) as (keyof typeof timerTransitions)[];

const asDate = (value: Date | string | null | undefined): Date | undefined =>
  value === null || value === undefined ? undefined : new Date(value);

/** Each kind of durable timer's earliest due time that has passed unapplied. */
async function earliestDueTimes(db: Database, now: Date): Promise<(Date | undefined)[]> {
  const [orderTimer] = await db
    .select({ due: min(orders.dueAt) })
    .from(orders)
    .where(and(inArray(orders.status, timedOrderStatuses), lte(orders.dueAt, now)));
  const [reminder] = await db
    .select({ due: min(orders.reminderDueAt) })
    .from(orders)
    .where(and(eq(orders.status, 'arrived'), lte(orders.reminderDueAt, now), isNull(orders.remindedAt)));
  const [ticketPayment] = await db
    .select({ due: min(ticketOrders.dueAt) })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.status, 'pending_payment'), lte(ticketOrders.dueAt, now)));
  // A paid ticket order's money is due to its organiser 24 hours after the end its holders were shown.
  const endedBy = new Date(now.getTime() - TICKET_RELEASE_AFTER_END_MS);
  const [ticketRelease] = await db
    .select({ end: sql<Date | string | null>`min(${releaseEndSql})` })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .where(
      and(
        eq(ticketOrders.status, 'paid'),
        sql`${releaseEndSql} <= ${endedBy.toISOString()}::timestamptz`,
        isNull(events.cancelledAt),
      ),
    );
  const releaseEnd = asDate(ticketRelease?.end);
  return [
    asDate(orderTimer?.due),
    asDate(reminder?.due),
    asDate(ticketPayment?.due),
    releaseEnd && new Date(releaseEnd.getTime() + TICKET_RELEASE_AFTER_END_MS),
  ];
}

/** Seconds since the oldest due, unapplied timer fell due; 0 when none is due. */
export async function oldestDueTimerAgeSeconds(db: Database, now: Date): Promise<number> {
  const due = (await earliestDueTimes(db, now)).filter((time) => time !== undefined);
  if (due.length === 0) return 0;
  const oldest = Math.min(...due.map((time) => time.getTime()));
  return Math.max(0, (now.getTime() - oldest) / 1000);
}

export interface OutboxBacklog {
  /** Notification e-mails still to send (due or waiting for a retry). */
  notificationEmails: number;
  /** Withdrawals whose transfer the provider has not accepted yet: the withdrawal sweep sends them again. */
  withdrawalTransfers: number;
}

export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [emails] = await db.select({ n: count() }).from(notificationEmails).where(eq(notificationEmails.status, 'pending'));
  const [transfers] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), isNull(withdrawals.transferInitiatedAt)));
  return { notificationEmails: emails?.n ?? 0, withdrawalTransfers: transfers?.n ?? 0 };
}
