import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SupportRequestSource, SupportService } from '../../../contract';
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
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt.desc()),
    index('support_requests_user_idx').on(t.userId),
    check('support_requests_source_check', sql`${t.source} in ('contact', 'help_center')`),
    check('support_requests_service_check', sql`${t.service} in ('General Inquiry', 'Support Request', 'Feedback')`),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** What the sender wrote: who they are, how to reach them, and their message. */
export type SupportRequestContent = Pick<SupportRequestRow, 'firstname' | 'lastname' | 'email' | 'phone' | 'service' | 'detail'>;
