import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WhoCanMessage } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * A user's notification and chat settings: one row per user, written on the first save. A user
 * without a row has the defaults, which are the columns' defaults (every toggle on except
 * promotions; any seller may message).
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailOrderUpdates: boolean('email_order_updates').notNull().default(true),
    emailNewMessages: boolean('email_new_messages').notNull().default(true),
    emailEscrowConfirmations: boolean('email_escrow_confirmations').notNull().default(true),
    emailPromotions: boolean('email_promotions').notNull().default(false),
    /** Stored for when SMS has a provider; nothing is sent by SMS yet. */
    smsOrderUpdates: boolean('sms_order_updates').notNull().default(true),
    smsEscrowConfirmations: boolean('sms_escrow_confirmations').notNull().default(true),
    inAppOrderUpdates: boolean('in_app_order_updates').notNull().default(true),
    inAppNewMessages: boolean('in_app_new_messages').notNull().default(true),
    inAppPromotions: boolean('in_app_promotions').notNull().default(false),
    inAppEscrowConfirmations: boolean('in_app_escrow_confirmations').notNull().default(true),
    inAppDisputesAndAlerts: boolean('in_app_disputes_and_alerts').notNull().default(true),
    whoCanMessage: text('who_can_message').$type<WhoCanMessage>().notNull().default('any_seller'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('user_settings_who_can_message_check', sql`${t.whoCanMessage} in ('verified_sellers', 'any_seller', 'purchased_from')`),
  ],
);
