/**
 * Which notifications a user's settings let through. Each notification kind belongs to one
 * setting group; its in-app row is written only if the group's in-app toggle is on, and its
 * e-mail only if the group's e-mail toggle is on. A group with no e-mail toggle (disputes and
 * alerts) is always e-mailed: a dispute has a deadline and a reversed withdrawal is security.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../contract';
import type { NotificationKind, NotificationSettings } from '../../../contract';
import { userSettings } from './schema';

type InAppToggle = keyof NotificationSettings['inApp'];
type EmailToggle = keyof NotificationSettings['email'];

/** Each kind's in-app toggle and e-mail toggle (null: always e-mailed). */
export const settingOfKind: Record<NotificationKind, { inApp: InAppToggle; email: EmailToggle | null }> = {
  // Order updates: accepted, dispatched, arrived, completed, cancelled, a new paid order, a review.
  order: { inApp: 'orderUpdates', email: 'orderUpdates' },
  review: { inApp: 'orderUpdates', email: 'orderUpdates' },
  ticket: { inApp: 'orderUpdates', email: 'orderUpdates' },
  // Escrow confirmations: the money of an order released to the seller or refunded to the buyer.
  escrow: { inApp: 'escrowConfirmations', email: 'escrowConfirmations' },
  // Disputes and alerts: a dispute and its decision, a reversed withdrawal, a message from Kampus.
  dispute: { inApp: 'disputesAndAlerts', email: null },
  wallet: { inApp: 'disputesAndAlerts', email: null },
  system: { inApp: 'disputesAndAlerts', email: null },
  // New messages: the first unread message of a conversation (the rest wait until it is read).
  chat: { inApp: 'newMessages', email: 'newMessages' },
};

const inAppColumn = {
  orderUpdates: userSettings.inAppOrderUpdates,
  newMessages: userSettings.inAppNewMessages,
  promotions: userSettings.inAppPromotions,
  escrowConfirmations: userSettings.inAppEscrowConfirmations,
  disputesAndAlerts: userSettings.inAppDisputesAndAlerts,
} satisfies Record<InAppToggle, PgColumn>;

const emailColumn = {
  orderUpdates: userSettings.emailOrderUpdates,
  newMessages: userSettings.emailNewMessages,
  escrowConfirmations: userSettings.emailEscrowConfirmations,
  promotions: userSettings.emailPromotions,
} satisfies Record<EmailToggle, PgColumn>;

/** The recipient's toggle as SQL: their settings row's column, or the default when they have none. */
const toggleOf = (userId: string, column: PgColumn, fallback: boolean): SQL =>
  sql`coalesce((select ${column} from ${userSettings} where ${userSettings.userId} = ${userId}::uuid), ${fallback})`;

/**
 * Whether a notification of `kind` to `userId` is written in-app and e-mailed, as SQL booleans
 * evaluated in the statement that writes it (so the settings are read in the same statement).
 */
export function deliveryUnderSettings(userId: string, kind: NotificationKind): { inApp: SQL; email: SQL } {
  const group = settingOfKind[kind];
  return {
    inApp: toggleOf(userId, inAppColumn[group.inApp], DEFAULT_NOTIFICATION_SETTINGS.inApp[group.inApp]),
    email:
      group.email === null
        ? sql`true`
        : toggleOf(userId, emailColumn[group.email], DEFAULT_NOTIFICATION_SETTINGS.email[group.email]),
  };
}
