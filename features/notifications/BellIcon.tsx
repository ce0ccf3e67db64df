import { Bell } from 'lucide-react';
import * as styles from './notifications.css';

/**
 * The bell with its unread count, the face of the header's notifications button: shared by
 * the button and the stand-in the header shows until the dropdown's code is wanted.
 */
export function BellIcon({ unread }: { unread: number }) {
  return (
    <span className={styles.bellWrap}>
      <Bell size={20} aria-hidden="true" />
      {unread > 0 && (
        <span className={styles.unreadBadge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
}

/** The accessible name of the bell: it says how many are unread. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
