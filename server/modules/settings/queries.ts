import { eq, inArray } from 'drizzle-orm';
import type { ChatSettings, NotificationSettings } from '../../../contract';
import type { Database } from '../../db/database';
import { userSettings } from './schema';
import { chatSettingsOf, notificationSettingsOf } from './view';

async function rowOf(db: Database, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

export async function notificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  return notificationSettingsOf(await rowOf(db, userId));
}

export async function chatSettings(db: Database, userId: string): Promise<ChatSettings> {
  return chatSettingsOf(await rowOf(db, userId));
}

/** The notification toggles of each of these users (the defaults for those without a row). */
export async function notificationSettingsOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, NotificationSettings>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length === 0 ? [] : await db.select().from(userSettings).where(inArray(userSettings.userId, ids));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(ids.map((id) => [id, notificationSettingsOf(byUser.get(id))]));
}
