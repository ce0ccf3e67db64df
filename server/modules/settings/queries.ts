import { eq } from 'drizzle-orm';
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
