import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { emailCodes, refreshTokens, resetTokens, staffSignInChallenges } from './schema';
import { purgeSandbox } from '../dev/paystack/purge';
import { purgeDevMails } from '../dev/mail/store';
import { sweepRound } from './sweep-round';

/** Rows deleted per statement: short statements, short locks. */
const PURGE_BATCH = 500;

/**
 * Deletes the rows `doomed` selects, a batch per statement, until none is left (within the
 * round). Rows another process is deleting are skipped (`FOR UPDATE SKIP LOCKED`), so several
 * server processes purging at once share the work instead of waiting on each other's locks.
 */
async function purgeInBatches(db: Database, table: PgTable & { id: PgColumn }, doomed: SQL | undefined, inRound: () => boolean) {
  while (inRound()) {
    // A CTE, which PostgreSQL runs once (see the e-mail outbox, `notification/send.ts`).
    const batch = db
      .$with('batch')
      .as(db.select({ id: table.id }).from(table).where(doomed).limit(PURGE_BATCH).for('update', { skipLocked: true }));
    const deleted = await db
      .with(batch)
      .delete(table)
      .where(inArray(table.id, db.select({ id: batch.id }).from(batch)))
      .returning({ id: table.id });
    if (deleted.length < PURGE_BATCH) return;
    await yieldToEventLoop();
  }
}

/** Deletes codes and tokens that can no longer be used (kept a day for reuse detection). */
export async function purgeExpired(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const inRound = sweepRound();
  await purgeInBatches(db, emailCodes, lt(emailCodes.expiresAt, dayAgo), inRound);
  await purgeInBatches(
    db,
    resetTokens,
    or(lt(resetTokens.expiresAt, dayAgo), and(isNotNull(resetTokens.usedAt), lt(resetTokens.usedAt, dayAgo))),
    inRound,
  );
  await purgeInBatches(
    db,
    refreshTokens,
    or(lt(refreshTokens.expiresAt, dayAgo), and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo))),
    inRound,
  );
  // A console sign-in's challenge lives 5 minutes (spent or not).
  await purgeInBatches(db, staffSignInChallenges, lt(staffSignInChallenges.expiresAt, dayAgo), inRound);
  // The demo's payment sandbox and development mailbox: their modules say how long rows stay.
  await purgeSandbox(db, now);
  await purgeDevMails(db, now);
}
