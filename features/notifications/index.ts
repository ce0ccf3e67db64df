/** The header's notifications: the bell with the unread count and its dropdown. */
export { NotificationsMenu } from './NotificationsMenu';
/** The bell's face and its unread count, for the header's stand-in before the dropdown loads. */
export { BellIcon, notificationsLabel } from './BellIcon';
export { useNotifications } from './api';
/** Typed sample notifications for stories and tests of other features (the header's). */
export { notificationList, sampleNotifications } from './fixtures';
