/**
 * The console's front page: each queue's length and its oldest item, the last ledger check, the
 * e-mail backlog and the oldest due timer. Every reading is one indexed count or minimum.
 */
import { and, count, eq, inArray, isNull, min } from 'drizzle-orm';
import type { AdminOverview, OverviewQueue } from '../../../contract';
import type { Database } from '../../db/database';
import { oldestDueTimerAgeSeconds } from '../../metrics/backlog';
import { kycSubmissions } from '../kyc/schema';
import { lastLedgerCheck } from '../ledger/check-runs';
import { notificationEmails } from '../notification/schema';
import { orderDisputes } from '../order/schema';
import { supportReplies, supportRequests } from '../support/schema';
import { ticketDisputes } from '../ticket/schema';
import { withdrawals } from '../wallet/schema';

type Reading = { n: number; oldest: Date | string | null } | undefined;

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

function queueOf(...readings: Reading[]): OverviewQueue {
  const oldest = readings
    .map((reading) => iso(reading?.oldest))
    .filter((at): at is string => at !== null)
    .sort()[0];
  return { count: readings.reduce((sum, reading) => sum + (reading?.n ?? 0), 0), oldestAt: oldest ?? null };
}

export async function adminOverview(db: Database, now: Date): Promise<AdminOverview> {
  const [kyc] = await db
    .select({ n: count(), oldest: min(kycSubmissions.createdAt) })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.status, 'PENDING'));
  const [orderDisputesOpen] = await db
    .select({ n: count(), oldest: min(orderDisputes.openedAt) })
    .from(orderDisputes)
    .where(isNull(orderDisputes.decidedAt));
  const [ticketDisputesOpen] = await db
    .select({ n: count(), oldest: min(ticketDisputes.openedAt) })
    .from(ticketDisputes)
    .where(isNull(ticketDisputes.decidedAt));
  // Failed or reversed and not yet retried or returned by staff; it has waited since it failed.
  const [payouts] = await db
    .select({ n: count(), oldest: min(withdrawals.updatedAt) })
    .from(withdrawals)
    .where(and(inArray(withdrawals.status, ['failed', 'reversed']), isNull(withdrawals.resolution)));
  const [support] = await db
    .select({ n: count(), oldest: min(supportRequests.createdAt) })
    .from(supportRequests)
    .where(eq(supportRequests.status, 'open'));

  const [notificationMail] = await db
    .select({ n: count(), oldest: min(notificationEmails.createdAt) })
    .from(notificationEmails)
    .where(eq(notificationEmails.status, 'pending'));
  const [replyMail] = await db
    .select({ n: count(), oldest: min(supportReplies.createdAt) })
    .from(supportReplies)
    .where(eq(supportReplies.mailStatus, 'pending'));
  const [failedNotifications] = await db
    .select({ n: count() })
    .from(notificationEmails)
    .where(eq(notificationEmails.status, 'failed'));
  const [failedReplies] = await db.select({ n: count() }).from(supportReplies).where(eq(supportReplies.mailStatus, 'failed'));
  const backlog = queueOf(notificationMail, replyMail);

  const ledger = await lastLedgerCheck(db);
  const timerAge = await oldestDueTimerAgeSeconds(db, now);

  return {
    at: now.toISOString(),
    queues: {
      kyc: queueOf(kyc),
      disputes: queueOf(orderDisputesOpen, ticketDisputesOpen),
      payoutsFailed: queueOf(payouts),
      support: queueOf(support),
    },
    lastLedgerCheck: ledger ? { at: ledger.ranAt.toISOString(), ok: ledger.ok, by: ledger.actorEmail } : null,
    emailBacklog: {
      pending: backlog.count,
      oldestAt: backlog.oldestAt,
      failed: (failedNotifications?.n ?? 0) + (failedReplies?.n ?? 0),
    },
    oldestDueTimerSeconds: timerAge > 0 ? Math.round(timerAge) : null,
  };
}
