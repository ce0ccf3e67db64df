/**
 * Sends the console's replies: each reply row is its own outbox entry. A sender claims due rows
 * (`FOR UPDATE SKIP LOCKED`, the try counted and the next one pushed past the claim), sends them,
 * then marks them sent while its claim stands, so replicas share the work and a reply is not
 * sent twice while the senders live; the row id is the mail's idempotency key for the rare
 * repeat after a sender died. The notification outbox's retry rules apply.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { supportReference } from '../../../contract';
import { describeError } from '../../logger';
import type { Services } from '../../services';
import { EMAIL_CLAIM_MS, MAX_EMAIL_ATTEMPTS, retryDelayMs } from '../notification/send';
import { supportReplyMail } from './reply-mail';
import { supportReplies, supportRequests } from './schema';

const BATCH = 20;

export interface SupportReplySendReport {
  sent: number;
  retried: number;
  failed: number;
}

type SenderDeps = Pick<Services, 'db' | 'clock' | 'mailer' | 'logger'>;

export async function sendPendingSupportReplies(services: SenderDeps): Promise<SupportReplySendReport> {
  const { db, clock, mailer, logger } = services;
  const report: SupportReplySendReport = { sent: 0, retried: 0, failed: 0 };
  const now = clock.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: supportReplies.id })
      .from(supportReplies)
      .where(and(eq(supportReplies.mailStatus, 'pending'), lte(supportReplies.nextAttemptAt, now)))
      .orderBy(asc(supportReplies.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(supportReplies)
      .set({ mailAttempts: sql`${supportReplies.mailAttempts} + 1`, nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_MS) })
      .where(
        inArray(
          supportReplies.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return report;

  const requests = await db
    .select({ id: supportRequests.id, email: supportRequests.email, firstname: supportRequests.firstname })
    .from(supportRequests)
    .where(
      inArray(
        supportRequests.id,
        claimed.map((reply) => reply.requestId),
      ),
    );
  const requestOf = new Map(requests.map((row) => [row.id, row]));

  for (const reply of claimed) {
    const request = requestOf.get(reply.requestId);
    const stillMine = and(
      eq(supportReplies.id, reply.id),
      eq(supportReplies.mailStatus, 'pending'),
      eq(supportReplies.mailAttempts, reply.mailAttempts),
    );
    try {
      if (!request) throw new Error('the request is gone');
      await mailer.send({
        ...supportReplyMail({
          to: request.email,
          firstname: request.firstname,
          reference: supportReference(request.id),
          text: reply.text,
        }),
        idempotencyKey: `support-reply.${reply.id}`,
      });
      await db.update(supportReplies).set({ mailStatus: 'sent', sentAt: clock.now() }).where(stillMine);
      report.sent += 1;
    } catch (error) {
      if (reply.mailAttempts >= MAX_EMAIL_ATTEMPTS) {
        await db.update(supportReplies).set({ mailStatus: 'failed' }).where(stillMine);
        logger.error('support reply e-mail given up', {
          replyId: reply.id,
          attempts: reply.mailAttempts,
          ...describeError(error),
        });
        report.failed += 1;
      } else {
        const retryAt = new Date(clock.now().getTime() + retryDelayMs(reply.mailAttempts));
        await db.update(supportReplies).set({ nextAttemptAt: retryAt }).where(stillMine);
        logger.warn('support reply e-mail failed, will retry', {
          replyId: reply.id,
          attempts: reply.mailAttempts,
          ...describeError(error),
        });
        report.retried += 1;
      }
    }
  }
  return report;
}
