/**
 * A user's notification and chat settings.
 * GET/PUT /v1/me/settings/notifications and GET/PUT /v1/me/settings/chat.
 *
 * Notification toggles come in three channels (e-mail, SMS, in-app), each a set of kinds. Every
 * toggle is on until the user turns it off, except promotions, which are off until turned on.
 * SMS toggles are stored but nothing is sent by SMS yet. Security e-mails (sign-in and reset
 * codes, the withdrawal PIN code, a reversed withdrawal) are always sent.
 */
import * as v from 'valibot';
import { body } from './fields';

/** One toggle: a boolean, required. */
/* @__NO_SIDE_EFFECTS__ */
function toggle(label: string) {
  return v.boolean((issue) => (issue.input === undefined ? `${label} is a required field` : `${label} must be true or false`));
}

/** A channel's toggles: an object with every key present ('{Channel} {toggle} is a required field'). */
/* @__NO_SIDE_EFFECTS__ */
function channel<const E extends v.ObjectEntries>(label: string, entries: E, labels: Record<keyof E, string>) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.input === undefined && typeof key === 'string' && key in labels) {
      return `${label} ${labels[key as keyof E]} is a required field`;
    }
    return `${label} must be an object of toggles`;
  });
}

export const emailNotificationSettingsSchema = channel(
  'Email',
  {
    orderUpdates: toggle('Email order updates'),
    newMessages: toggle('Email new messages'),
    escrowConfirmations: toggle('Email escrow confirmations'),
    promotions: toggle('Email promotional and discounts'),
  },
  {
    orderUpdates: 'order updates',
    newMessages: 'new messages',
    escrowConfirmations: 'escrow confirmations',
    promotions: 'promotional and discounts',
  },
);

export const smsNotificationSettingsSchema = channel(
  'SMS',
  {
    orderUpdates: toggle('SMS order updates'),
    escrowConfirmations: toggle('SMS escrow confirmations'),
  },
  { orderUpdates: 'order updates', escrowConfirmations: 'escrow confirmations' },
);

export const inAppNotificationSettingsSchema = channel(
  'In-app',
  {
    orderUpdates: toggle('In-app order updates'),
    newMessages: toggle('In-app new messages'),
    promotions: toggle('In-app promotional and discounts'),
    escrowConfirmations: toggle('In-app escrow confirmations'),
    disputesAndAlerts: toggle('In-app dispute and alerts'),
  },
  {
    orderUpdates: 'order updates',
    newMessages: 'new messages',
    promotions: 'promotional and discounts',
    escrowConfirmations: 'escrow confirmations',
    disputesAndAlerts: 'dispute and alerts',
  },
);

/** PUT /v1/me/settings/notifications: every toggle of every channel (the whole set, replaced). */
export const notificationSettingsSchema = body({
  email: emailNotificationSettingsSchema,
  sms: smsNotificationSettingsSchema,
  inApp: inAppNotificationSettingsSchema,
});
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>;
export type NotificationChannel = keyof NotificationSettings;

/** What a user has before changing anything: all on, promotions off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: { orderUpdates: true, newMessages: true, escrowConfirmations: true, promotions: false },
  sms: { orderUpdates: true, escrowConfirmations: true },
  inApp: { orderUpdates: true, newMessages: true, promotions: false, escrowConfirmations: true, disputesAndAlerts: true },
};

/** GET and PUT /v1/me/settings/notifications -> 200. */
export const notificationSettingsResponseSchema = v.object({ data: notificationSettingsSchema });
export type NotificationSettingsResponse = v.InferOutput<typeof notificationSettingsResponseSchema>;

/** 'Who can send me messages?' */
export const whoCanMessageOptions = ['verified_sellers', 'any_seller', 'purchased_from'] as const;
export type WhoCanMessage = (typeof whoCanMessageOptions)[number];

/** PUT /v1/me/settings/chat. */
export const chatSettingsSchema = body({
  whoCanMessage: v.picklist(
    whoCanMessageOptions,
    `Who can message must be one of ${whoCanMessageOptions.map((o) => `'${o}'`).join(', ')}`,
  ),
});
export type ChatSettings = v.InferOutput<typeof chatSettingsSchema>;

export const DEFAULT_CHAT_SETTINGS: ChatSettings = { whoCanMessage: 'any_seller' };

/** GET and PUT /v1/me/settings/chat -> 200. */
export const chatSettingsResponseSchema = v.object({ data: chatSettingsSchema });
export type ChatSettingsResponse = v.InferOutput<typeof chatSettingsResponseSchema>;
