import { BellOff } from 'lucide-react';
import type { Notification } from '../../contract';
import { errorMessage } from '../../client';
import {
  Button,
  CardLink,
  EmptyState,
  LoadError,
  Popover,
  PopoverTrigger,
  Skeleton,
  SkeletonRegion,
  Stack,
  Text,
  textClassName,
  toast,
  useNow,
  visuallyHidden,
} from '../../ui';
import { useMarkRead, useNotifications } from './api';
import { BellIcon, notificationsLabel } from './BellIcon';
import * as styles from './notifications.css';
import { relativeTime } from './relativeTime';

export const EMPTY_TITLE = 'No notifications yet';
export const LOAD_ERROR_TITLE = 'Could not load your notifications';

const bodyText = `${textClassName({ size: 'sm', tone: 'muted' })} ${styles.body}`;

function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: () => void }) {
  const unread = notification.readAt === null;
  const title = (
    <>
      {notification.title}
      {unread && <span className={visuallyHidden}> (unread)</span>}
    </>
  );
  return (
    <li className={`${styles.item} ${unread ? styles.itemUnread : ''}`}>
      <span className={`${styles.marker} ${unread ? styles.markerUnread : ''}`} aria-hidden="true" />
      <Stack space="1">
        <Text as="span" size="sm" weight="semibold" tone="neutral">
          {notification.link === null ? (
            title
          ) : (
            <CardLink href={notification.link} onPress={onOpen}>
              {title}
            </CardLink>
          )}
        </Text>
        <span className={bodyText}>{notification.body}</span>
        <Text as="time" size="xs" tone="subtle" dateTime={notification.createdAt}>
          {relativeTime(notification.createdAt, now)}
        </Text>
      </Stack>
    </li>
  );
}

/**
 * The header's bell and its dropdown: the unread count on the bell (and in its name), the
 * newest notifications with the unread ones marked, each leading to its page and marked read
 * when opened, and 'Mark all as read'. The list is read again every 30 s while the tab is visible.
 */
export function NotificationsMenu() {
  const { data, error, isLoading, mutate } = useNotifications();
  const markRead = useMarkRead();
  const now = useNow();
  const unread = data?.unreadCount ?? 0;

  const mark = (id: string | null) =>
    markRead(id).catch((failure: unknown) => {
      toast.error(errorMessage(failure));
    });

  return (
    <PopoverTrigger>
      <Button variant="transparent" aria-label={notificationsLabel(unread)}>
        <BellIcon unread={unread} />
      </Button>
      <Popover
        title="Notifications"
        headerAction={
          <Button variant="transparent" size="sm" isDisabled={!data} onPress={() => void mark(null)}>
            Mark all as read
          </Button>
        }
      >
        {(close) => {
          if (data) {
            if (data.data.length === 0) {
              return (
                <div className={styles.status}>
                  <EmptyState
                    size="sm"
                    headingLevel={3}
                    icon={<BellOff aria-hidden="true" />}
                    title={EMPTY_TITLE}
                    description="Updates on your orders and payments will show up here."
                  />
                </div>
              );
            }
            return (
              <ul className={styles.list} aria-label="Notifications">
                {data.data.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    now={now}
                    onOpen={() => {
                      if (notification.readAt === null) void mark(notification.id);
                      close();
                    }}
                  />
                ))}
              </ul>
            );
          }
          if (error && !isLoading) {
            return (
              <div className={styles.status}>
                <LoadError headingLevel={3} title={LOAD_ERROR_TITLE} message={error.message} onRetry={() => void mutate()} />
              </div>
            );
          }
          return (
            <SkeletonRegion label="Loading notifications">
              <div className={styles.status}>
                <Skeleton lines={3} />
              </div>
            </SkeletonRegion>
          );
        }}
      </Popover>
    </PopoverTrigger>
  );
}
