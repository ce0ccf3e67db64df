/**
 * Which notifications a user's settings let through. Each notification kind belongs to one
 * setting group; its in-app row is written only if the group's in-app toggle is on, and its
 * e-mail only if the group's e-mail toggle is on. A group with no e-mail toggle (disputes and
 * alerts) is always e-mailed: a dispute has a deadline and a reversed withdrawal is security.
 */
import type { NotificationKind, NotificationSettings } from '../../../contract';
import type { Database } from '../../db/database';
import { notificationSettingsOfUsers } from './queries';

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

export interface Delivery<N> {
  notification: N;
  inApp: boolean;
  email: boolean;
}

/** How each notification reaches its recipient under their settings (read in the caller's transaction). */
export async function deliveriesUnderSettings<N extends { userId: string; kind: NotificationKind; email?: unknown }>(
  db: Database,
  list: readonly N[],
): Promise<Delivery<N>[]> {
  const settingsOf = await notificationSettingsOfUsers(
    db,
    list.map((n) => n.userId),
  );
  return list.map((notification) => {
    const settings = settingsOf.get(notification.userId);
    const group = settingOfKind[notification.kind];
    const inApp = settings ? settings.inApp[group.inApp] : true;
    const emailOn = group.email === null || !settings ? true : settings.email[group.email];
    return { notification, inApp, email: notification.email !== undefined && emailOn };
  });
}
