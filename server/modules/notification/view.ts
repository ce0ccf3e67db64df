import type { Notification } from '../../../contract';
import type { notifications } from './schema';

/** A notification row as the contract shows it. */
export function notificationView(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
