import { performance } from 'node:perf_hooks';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MINUTE } from '../../clock';
import type { Database } from '../../db/database';
import { drainRound, sweepRound } from '../../db/sweep-round';
import { describeError } from '../../logger';
import type { Services } from '../../services';
import { users } from '../user/schema';
import { notificationEmails } from './schema';

/** Tries per e-mail before it is given up as 'failed'. */
export const MAX_EMAIL_ATTEMPTS = 5;
/** How long a sender holds a claimed e-mail: a sender that dies while sending frees it after this. */
export const EMAIL_CLAIM_MS = 5 * MINUTE;
/**
 * A sender stops sending the rest of a batch this long after claiming it, well inside its claim,
 * and gives the rest back: a slow mail server must not let the claim run out while the batch is
 * still being sent, or another sender would take and send those e-mails again.
 */
export const EMAIL_SEND_WITHIN_MS = EMAIL_CLAIM_MS / 2;
/** E-mails claimed at a time (a round claims batches until none is due, within `SWEEP_ROUND_MS`). */
const BATCH = 20;

/** The wait after the n-th failed try: 1, 4, 16, 64 minutes. */
export function retryDelayMs(attempts: number): number {
  return MINUTE * 4 ** Math.max(0, attempts - 1);
}

/** The e-mails among `mails` that are still pending under the claim (attempt) this sender made. */
function heldBy(mails: ReadonlyArray<{ id: string; attempts: number }>) {
  const claims = sql.join(
    mails.map((mail) => sql`(${mail.id}::uuid, ${mail.attempts}::integer)`),
    sql`, `,
  );
  return and(
    // The ids alone let PostgreSQL find the rows by the primary key; the pairs check the claims.
    inArray(
      notificationEmails.id,
      mails.map((mail) => mail.id),
    ),
    eq(notificationEmails.status, 'pending'),
    sql`(${notificationEmails.id}, ${notificationEmails.attempts}) in (${claims})`,
  );
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

type SenderDeps = Pick<Services, 'db' | 'clock' | 'mailer' | 'logger'>;

/**
 * Delivers the due e-mails of the outbox through the mailer, to the address the user has now.
 * Each e-mail is claimed first (its next try pushed `EMAIL_CLAIM_MS` ahead and its attempts
 * counted, rows another sender holds skipped: `FOR UPDATE SKIP LOCKED`), so two server
 * processes share the outbox and never send one twice. The claim is a lease: a sender that dies
 * between claiming and marking an e-mail sent leaves it to be sent again once the claim ends
 * (at least once, never twice while the senders live); the row's id goes with every try as the
 * mail's idempotency key, so that repeat is the same mail (one Message-ID, one mailbox entry).
 * A failure waits a growing delay; after `MAX_EMAIL_ATTEMPTS` tries it is 'failed' and logged.
 */
export async function sendPendingNotificationEmails(services: SenderDeps): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  await drainRound(sweepRound(), () => sendNextBatch(services, report));
  return report;
}

/** Claims up to a batch of the due e-mails for this sender: each try counted, the next one pushed past the claim. */
function claimDueEmails(db: Database, now: Date) {
  // A CTE, which PostgreSQL runs once: as a subquery of the UPDATE it may be run again for each
  // row, and since the rows this statement already claimed are skipped as locked, each run
  // found the next ones and a claim took every due e-mail, not a batch.
  const due = db.$with('due').as(
    db
      .select({ id: notificationEmails.id })
      .from(notificationEmails)
      .where(and(eq(notificationEmails.status, 'pending'), lte(notificationEmails.nextAttemptAt, now)))
      .orderBy(asc(notificationEmails.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true }),
  );
  return (
    db
      .with(due)
      .update(notificationEmails)
      .set({
        attempts: sql`${notificationEmails.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS),
      })
      // Checked again on the row as it is now: a row another sender claimed meanwhile is left alone.
      .where(
        and(
          inArray(notificationEmails.id, db.select({ id: due.id }).from(due)),
          eq(notificationEmails.status, 'pending'),
          lte(notificationEmails.nextAttemptAt, now),
        ),
      )
      .returning({
        id: notificationEmails.id,
        toUserId: notificationEmails.toUserId,
        subject: notificationEmails.subject,
        text: notificationEmails.text,
        attempts: notificationEmails.attempts,
      })
  );
}

/**
 * Claims a batch of due e-mails and sends it, counting into `report`. Answers whether the round
 * goes on: only after a full batch, since a shorter one took everything due when it claimed. An
 * e-mail written while the batch is sent leaves with the next round, a few seconds later: a round
 * that chased each new e-mail would claim one or two at a time under load, a claim and a marking
 * for every couple of e-mails (docs/performance.md, "Where a request's time goes").
 */
async function sendNextBatch(services: SenderDeps, report: SendReport): Promise<boolean> {
  const { db, clock } = services;
  const now = clock.now();
  const claimed = await claimDueEmails(db, now);
  if (claimed.length === 0) return false;
  const sendUntil = performance.now() + EMAIL_SEND_WITHIN_MS;

  const recipientIds = claimed.map((mail) => mail.toUserId);
  const addresses = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, recipientIds));
  const emailOf = new Map(addresses.map((row) => [row.id, row.email]));

  // Marked sent together after the batch: one statement, not one per e-mail. A sender that
  // dies before marking them leaves them claimed, and they are sent again when the claim ends,
  // as an e-mail is when a sender dies between sending and marking it.
  const delivered: ClaimedEmail[] = [];
  for (const [index, mail] of claimed.entries()) {
    if (performance.now() >= sendUntil) {
      // Given back untried: due again at once, the attempt not counted.
      await db
        .update(notificationEmails)
        .set({ attempts: sql`${notificationEmails.attempts} - 1`, nextAttemptAt: now })
        .where(heldBy(claimed.slice(index)));
      break;
    }
    const outcome = await sendOne(services, mail, emailOf.get(mail.toUserId));
    report[outcome] += 1;
    if (outcome === 'sent') delivered.push(mail);
  }
  if (delivered.length > 0) {
    await db.update(notificationEmails).set({ status: 'sent', sentAt: clock.now() }).where(heldBy(delivered));
  }
  return claimed.length === BATCH;
}

type ClaimedEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];

/** Tries one claimed e-mail; a failure waits for its next try, or is given up after the last. */
async function sendOne(services: SenderDeps, mail: ClaimedEmail, to: string | undefined): Promise<keyof SendReport> {
  const { db, clock, mailer, logger } = services;
  let failure: unknown = null;
  try {
    if (to === undefined) throw new Error('the recipient has no account');
    await mailer.send({ to, subject: mail.subject, text: mail.text, idempotencyKey: `notification.${mail.id}` });
  } catch (error) {
    failure = error ?? new Error('the mailer failed');
  }
  if (failure === null) return 'sent';
  // Only while this sender's claim stands (same attempt): a late sender never overwrites a newer one.
  const stillMine = and(
    eq(notificationEmails.id, mail.id),
    eq(notificationEmails.status, 'pending'),
    eq(notificationEmails.attempts, mail.attempts),
  );
  if (mail.attempts >= MAX_EMAIL_ATTEMPTS) {
    await db.update(notificationEmails).set({ status: 'failed' }).where(stillMine);
    logger.error('notification e-mail given up', { emailId: mail.id, attempts: mail.attempts, ...describeError(failure) });
    return 'failed';
  }
  const retryAt = new Date(clock.now().getTime() + retryDelayMs(mail.attempts));
  await db.update(notificationEmails).set({ nextAttemptAt: retryAt }).where(stillMine);
  logger.warn('notification e-mail failed, will retry', {
    emailId: mail.id,
    attempts: mail.attempts,
    retryAt: retryAt.toISOString(),
    ...describeError(failure),
  });
  return 'retried';
}
