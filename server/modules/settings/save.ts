import type { ChatSettings, NotificationSettings } from '../../../contract';
import type { Database } from '../../db/database';
import { userSettings } from './schema';
import { chatSettingsOf, notificationColumns, notificationSettingsOf } from './view';

/** Replaces the user's notification toggles (creating their settings row on the first save). */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  const columns = notificationColumns(settings);
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...columns, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...columns, updatedAt: now } })
    .returning();
  return notificationSettingsOf(row);
}

/** Sets who may message the user (creating their settings row on the first save). */
export async function saveChatSettings(db: Database, userId: string, settings: ChatSettings, now: Date): Promise<ChatSettings> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, whoCanMessage: settings.whoCanMessage, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { whoCanMessage: settings.whoCanMessage, updatedAt: now } })
    .returning();
  return chatSettingsOf(row);
}
