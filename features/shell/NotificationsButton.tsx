import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button, Popover, PopoverTrigger, visuallyHidden } from '../../ui';
import { placeholderNotifications, type HeaderNotification } from './fixtures';
import * as styles from './SiteHeader.css';

export interface NotificationsButtonProps {
  /** The notifications to show; placeholder content until the API has notifications. */
  initialNotifications?: readonly HeaderNotification[];
}

/** The accessible name of the bell: it says how many are unread. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The header's bell: a dropdown of notifications with 'Mark all as read' (marks them read here). */
export function NotificationsButton({ initialNotifications = placeholderNotifications }: NotificationsButtonProps) {
  const [notifications, setNotifications] = useState(initialNotifications);
  const unread = notifications.filter((notification) => !notification.read).length;
  const markAllAsRead = () => setNotifications((list) => list.map((notification) => ({ ...notification, read: true })));

  return (
    <PopoverTrigger>
      <Button variant="ghost" aria-label={notificationsLabel(unread)}>
        <span className={styles.bellWrap}>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 && (
            <span className={styles.unreadDot} aria-hidden="true">
              {unread}
            </span>
          )}
        </span>
      </Button>
      <Popover
        title="Notifications"
        headerAction={
          <Button variant="ghost" size="sm" onPress={markAllAsRead}>
            Mark all as read
          </Button>
        }
      >
        <ul className={styles.notificationList} aria-label="Notifications">
          {notifications.map((notification) => (
            <li key={notification.id} className={`${styles.notification} ${notification.read ? '' : styles.notificationUnread}`}>
              <span
                className={`${styles.notificationMarker} ${notification.read ? '' : styles.markerUnread}`}
                aria-hidden="true"
              />
              <span className={styles.notificationText}>
                <span className={styles.notificationTitle}>
                  {notification.title}
                  {!notification.read && <span className={visuallyHidden}> (unread)</span>}
                </span>
                <span className={styles.notificationBody}>{notification.body}</span>
                <span className={styles.notificationTime}>{notification.receivedLabel}</span>
              </span>
            </li>
          ))}
        </ul>
      </Popover>
    </PopoverTrigger>
  );
}
