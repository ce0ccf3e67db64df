import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { unreadCount } from './queries';
import { notifications } from './schema';

const uuidSchema = v.pipe(v.string(), v.uuid());
const isUuid = (value: string) => v.is(uuidSchema, value);

/** Marks one of the user's notifications read (once: a second time keeps the first time); 404 for anyone else's. */
export async function markNotificationRead(db: Database, userId: string, id: string, now: Date): Promise<number> {
  const found = isUuid(id)
    ? await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    : [];
  if (found.length === 0) throw notFound('Notification not found');
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(db: Database, userId: string, now: Date): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}
