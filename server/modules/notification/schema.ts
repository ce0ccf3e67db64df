import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/** In-app notifications: one row per message to one user, marked read once. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the notification leads in the app (an order's page), or null. */
    link: text('link'),
    readAt: moment('read_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('order', 'escrow', 'dispute', 'review', 'wallet', 'ticket', 'system', 'chat')`,
    ),
  ],
);

export const notificationEmailStatuses = ['pending', 'sent', 'failed'] as const;
export type NotificationEmailStatus = (typeof notificationEmailStatuses)[number];

/**
 * The e-mail outbox: written in the same transaction as its notification, delivered later by the
 * sender (`send.ts`), which claims a row by a compare-and-set on `next_attempt_at` and retries a
 * failure with a growing delay before giving up ('failed').
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id),
    /** The address is looked up when sending, so a changed e-mail address is honoured. */
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<NotificationEmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next take it (also pushed forward while a sender holds it). */
    nextAttemptAt: moment('next_attempt_at').notNull(),
    sentAt: moment('sent_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('notification_emails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notification_emails_notification_idx').on(t.notificationId),
    check('notification_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('notification_emails_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
