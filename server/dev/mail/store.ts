/**
 * Where the development mailbox keeps its mails when /v1/dev/mail is mounted: the database, so
 * that every server of a demo or staging cluster answers with the mails any of them sent (a
 * sign-up code mailed by one replica is read through another). Migration 0021 makes the table
 * (by hand: this file is not a module `schema.ts`, so drizzle-kit leaves it alone); purge.ts
 * drops mails older than a day.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { DevMail } from '../../../contract';
import { moment } from '../../db/columns';
import type { Database } from '../../db/database';
import type { DevMailStore } from './mailbox';

export const devMails = pgTable(
  'dev_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: moment('sent_at').notNull(),
    /** One mail's key on every try (OutgoingMail.idempotencyKey): a repeat is not kept twice. */
    idempotencyKey: text('idempotency_key').unique('dev_mails_idempotency_key_unique'),
    /** The database's own time, for the purge (the app's clock may be a test's). */
    storedAt: moment('stored_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('dev_mails_to_idx').on(t.to, t.id.desc())],
);

/** One recipient's mails answered at most; older ones are purged after a day anyway. */
const MAX_LISTED = 100;

export function databaseDevMailStore(db: Database): DevMailStore {
  return {
    async add(mail, idempotencyKey) {
      const kept = await db
        .insert(devMails)
        .values({ ...mail, sentAt: new Date(mail.sentAt), idempotencyKey })
        .onConflictDoNothing({ target: devMails.idempotencyKey })
        .returning({ id: devMails.id });
      return kept.length > 0;
    },
    async list(to) {
      const rows = await db
        .select()
        .from(devMails)
        .where(eq(devMails.to, to))
        .orderBy(desc(devMails.sentAt), desc(devMails.id))
        .limit(MAX_LISTED);
      return rows.map((row): DevMail => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        code: row.code,
        sentAt: row.sentAt.toISOString(),
      }));
    },
  };
}

/** How long the development mailbox keeps a mail: its codes are long dead by then. */
export const DEV_MAIL_KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes mails older than a day (called by the hourly purge, server/db/purge-expired.ts). */
export async function purgeDevMails(db: Database, now: Date): Promise<void> {
  await db.delete(devMails).where(lt(devMails.storedAt, new Date(now.getTime() - DEV_MAIL_KEEP_MS)));
}
