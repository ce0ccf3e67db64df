import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  type ChatSettings,
  type NotificationSettings,
} from '../../contract';

/** A new user's notification toggles: everything on but promotions. */
export const defaultNotificationSettings: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS;

/** A user who turned order e-mails off and promotions in the app on. */
export const customisedNotificationSettings: NotificationSettings = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, orderUpdates: false },
  inApp: { ...DEFAULT_NOTIFICATION_SETTINGS.inApp, promotions: true },
};

export const defaultChatSettings: ChatSettings = DEFAULT_CHAT_SETTINGS;
export const verifiedOnlyChatSettings: ChatSettings = { whoCanMessage: 'verified_sellers' };
