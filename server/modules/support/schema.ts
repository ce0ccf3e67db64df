import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SupportRequestSource, SupportRequestStatus, SupportService } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * Messages to support from the contact form and the help centre. `user_id` is the signed-in
 * sender, or null for a visitor; name, e-mail and phone are what the reply goes to.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<SupportRequestSource>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service').$type<SupportService>().notNull(),
    detail: text('detail').notNull(),
    createdAt: moment('created_at').notNull(),
    /** Open until staff close it in the console (and open again when they reopen it). */
    status: text('status').$type<SupportRequestStatus>().notNull().default('open'),
    closedAt: moment('closed_at'),
    closedByEmail: text('closed_by_email'),
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt.desc()),
    index('support_requests_user_idx').on(t.userId),
    index('support_requests_inbox_idx').on(t.status, t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ('open', 'closed')`),
    check('support_requests_source_check', sql`${t.source} in ('contact', 'help_center')`),
    check('support_requests_service_check', sql`${t.service} in ('General Inquiry', 'Support Request', 'Feedback')`),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** What the sender wrote: who they are, how to reach them, and their message. */
export type SupportRequestContent = Pick<SupportRequestRow, 'firstname' | 'lastname' | 'email' | 'phone' | 'service' | 'detail'>;

export const supportReplyMailStatuses = ['pending', 'sent', 'failed'] as const;
export type SupportReplyMailStatus = (typeof supportReplyMailStatuses)[number];

/**
 * Replies from the console, the request's thread. Each is also its own e-mail outbox row: written
 * with the audit entry in one transaction, mailed afterwards by `sendPendingSupportReplies`,
 * which claims it by a compare-and-set (as the notification outbox does) and retries a failure.
 * The author is kept by id and e-mail without a foreign key, like the audit's actor.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: moment('created_at').notNull(),
    mailStatus: text('mail_status').$type<SupportReplyMailStatus>().notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    index('support_replies_request_idx').on(t.requestId, t.createdAt),
    index('support_replies_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.mailStatus} = 'pending'`),
    check('support_replies_mail_status_check', sql`${t.mailStatus} in ('pending', 'sent', 'failed')`),
  ],
);

export type SupportReplyRow = typeof supportReplies.$inferSelect;
