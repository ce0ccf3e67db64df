import useSWR, { useSWRConfig } from 'swr';
import { notificationListResponseSchema, notificationReadResponseSchema, type NotificationListResponse } from '../../contract';
import { api, type ApiError } from '../../client';

/** The SWR key of the header's list: GET /v1/notifications (the newest page). */
export const NOTIFICATIONS_KEY = 'notifications';
/** How often the list is read again while the tab is visible (SWR pauses it in a hidden tab). */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

/** The signed-in user's newest notifications and unread count, read again every 30 s while visible. */
export function useNotifications() {
  // `getPage`, not `get`: the list keeps `unreadCount` and `hasMore` beside `data`.
  return useSWR<NotificationListResponse, ApiError>(
    NOTIFICATIONS_KEY,
    () => api.getPage(NOTIFICATIONS_KEY, notificationListResponseSchema),
    {
      refreshInterval: NOTIFICATIONS_REFRESH_MS,
    },
  );
}

/** The list with one notification (or, without an id, every one) marked read at `at`. */
export function markedRead(list: NotificationListResponse, id: string | null, at: string): NotificationListResponse {
  let unreadCount = list.unreadCount;
  const data = list.data.map((notification) => {
    if (notification.readAt !== null || (id !== null && notification.id !== id)) return notification;
    unreadCount -= 1;
    return { ...notification, readAt: at };
  });
  return { ...list, data, unreadCount: id === null ? 0 : Math.max(0, unreadCount) };
}

const readAnswer = notificationReadResponseSchema.entries.data;

/**
 * POST /v1/notifications/{id}/read, or /read-all without an id: the list shows it read at once
 * and goes back as it was if the call fails (which rejects with ApiError).
 */
export function useMarkRead(): (id: string | null) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (id) => {
    const at = new Date().toISOString();
    await mutate<NotificationListResponse>(
      NOTIFICATIONS_KEY,
      async (current) => {
        const answer = await api.post(id === null ? ['notifications', 'read-all'] : ['notifications', id, 'read'], readAnswer);
        return current && { ...markedRead(current, id, at), unreadCount: answer.unreadCount };
      },
      {
        optimisticData: (current) => (current ? markedRead(current, id, at) : (current as never)),
        rollbackOnError: true,
        revalidate: false,
      },
    );
  };
}
