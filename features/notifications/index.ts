/** The header's notifications: the bell with the unread count and its dropdown. */
export { NotificationsMenu, notificationsLabel } from './NotificationsMenu';
/** Typed sample notifications for stories and tests of other features (the header's). */
export { notificationList, sampleNotifications } from './fixtures';
