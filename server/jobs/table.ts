/**
 * The server's periodic jobs, started and stopped together by `schedule.ts`. Each job's work
 * is durable (what is due is data in the database), so a job that misses a start or fails only
 * does its work a little later, and several replicas running the same jobs share the work.
 */
import { MINUTE, SECOND } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { purgeExpired } from '../db/purge-expired';
import { paystackSandbox } from '../dev/paystack/routes';
import { sendPendingNotificationEmails } from '../modules/notification/send';
import { sweepOrderTimers } from '../modules/order/timers';
import { sendPendingSupportReplies } from '../modules/support/reply-outbox';
import { sweepTicketTimers } from '../modules/ticket/timers';
import { sweepWithdrawals } from '../modules/wallet/withdraw';
import type { Services } from '../services';
import type { Job } from './schedule';

/** How often due order and ticket timers are applied: a payment window closes at most this late. */
export const TIMER_SWEEP_EVERY_MS = 30 * SECOND;
/** How often the notification e-mail outbox is emptied. */
const NOTIFICATION_EMAILS_EVERY_MS = 5 * SECOND;
const PURGE_EVERY_MS = 60 * MINUTE;
/** How often the embedded database is vacuumed (tens of milliseconds when there is little to do). */
const PGLITE_VACUUM_EVERY_MS = MINUTE;

export function serverJobs(services: Services, database: Pick<DatabaseHandle, 'vacuum'>): Job[] {
  const { vacuum } = database;
  return [
    { name: 'purge', every: PURGE_EVERY_MS, atStart: true, run: () => purgeExpired(services.db, services.clock.now()) },
    { name: 'order sweep', every: TIMER_SWEEP_EVERY_MS, atStart: true, run: () => sweepOrderTimers(services) },
    { name: 'ticket sweep', every: TIMER_SWEEP_EVERY_MS, atStart: true, run: () => sweepTicketTimers(services) },
    // A transfer call that did not get through is sent again (same reference: never twice).
    { name: 'withdrawal sweep', every: TIMER_SWEEP_EVERY_MS, run: () => sweepWithdrawals(services) },
    // Notification e-mails leave from their outbox (written with the notification) a few seconds later.
    {
      name: 'notification e-mail round',
      every: NOTIFICATION_EMAILS_EVERY_MS,
      run: () => sendPendingNotificationEmails(services),
    },
    // The console's support replies leave from their own outbox, with the same retries.
    { name: 'support reply round', every: NOTIFICATION_EMAILS_EVERY_MS, run: () => sendPendingSupportReplies(services) },
    // Demo: the payment sandbox's webhook retries that another (stopped) server left overdue.
    ...(services.config.mode === 'demo'
      ? [
          {
            name: 'sandbox webhook resend',
            every: TIMER_SWEEP_EVERY_MS,
            run: () => paystackSandbox(services).resendOverdueWebhooks(),
          },
        ]
      : []),
    ...(vacuum ? [{ name: 'database vacuum', every: PGLITE_VACUUM_EVERY_MS, run: vacuum }] : []),
  ];
}
