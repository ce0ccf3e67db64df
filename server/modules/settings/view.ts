import type { ChatSettings, NotificationSettings } from '../../../contract';
import { DEFAULT_CHAT_SETTINGS, DEFAULT_NOTIFICATION_SETTINGS } from '../../../contract';
import type { userSettings } from './schema';

type Row = typeof userSettings.$inferSelect;
type Columns = Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt' | 'whoCanMessage'>;

/** A user's notification toggles; no row means the defaults. */
export function notificationSettingsOf(row: Row | undefined): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    email: {
      orderUpdates: row.emailOrderUpdates,
      newMessages: row.emailNewMessages,
      escrowConfirmations: row.emailEscrowConfirmations,
      promotions: row.emailPromotions,
    },
    sms: { orderUpdates: row.smsOrderUpdates, escrowConfirmations: row.smsEscrowConfirmations },
    inApp: {
      orderUpdates: row.inAppOrderUpdates,
      newMessages: row.inAppNewMessages,
      promotions: row.inAppPromotions,
      escrowConfirmations: row.inAppEscrowConfirmations,
      disputesAndAlerts: row.inAppDisputesAndAlerts,
    },
  };
}

/** The toggles as the row's columns. */
export function notificationColumns(settings: NotificationSettings): Required<Columns> {
  const { email, sms, inApp } = settings;
  return {
    emailOrderUpdates: email.orderUpdates,
    emailNewMessages: email.newMessages,
    emailEscrowConfirmations: email.escrowConfirmations,
    emailPromotions: email.promotions,
    smsOrderUpdates: sms.orderUpdates,
    smsEscrowConfirmations: sms.escrowConfirmations,
    inAppOrderUpdates: inApp.orderUpdates,
    inAppNewMessages: inApp.newMessages,
    inAppPromotions: inApp.promotions,
    inAppEscrowConfirmations: inApp.escrowConfirmations,
    inAppDisputesAndAlerts: inApp.disputesAndAlerts,
  };
}

export function chatSettingsOf(row: Row | undefined): ChatSettings {
  return row ? { whoCanMessage: row.whoCanMessage } : DEFAULT_CHAT_SETTINGS;
}
