import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import * as v from 'valibot';
import { NOTIFICATION_PAGE_SIZE } from '../../../contract';
import type { NotificationListResponse } from '../../../contract';
import type { Database } from '../../db/database';
import { invalidField } from '../../http/api-error';
import { notifications } from './schema';
import { notificationView } from './view';

const uuidSchema = v.pipe(v.string(), v.uuid());
const isUuid = (value: string) => v.is(uuidSchema, value);

/** A user's unread notifications. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * A user's notifications, newest first, a page at a time: `before` is the last id of the
 * previous page (one of the user's own, or the answer is 400 naming the field).
 */
export async function notificationsOfUser(
  db: Database,
  userId: string,
  query: { before?: string; limit?: number },
): Promise<NotificationListResponse> {
  const limit = query.limit ?? NOTIFICATION_PAGE_SIZE;
  let olderThan;
  if (query.before !== undefined) {
    const [cursor] = isUuid(query.before)
      ? await db
          .select({ id: notifications.id, createdAt: notifications.createdAt })
          .from(notifications)
          .where(and(eq(notifications.id, query.before), eq(notifications.userId, userId)))
      : [];
    if (!cursor) throw invalidField('before', 'Before must be one of your notifications');
    olderThan = or(
      lt(notifications.createdAt, cursor.createdAt),
      and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), olderThan))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  return {
    data: rows.slice(0, limit).map(notificationView),
    unreadCount: await unreadCount(db, userId),
    hasMore: rows.length > limit,
  };
}
