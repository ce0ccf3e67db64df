import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Chat } from '../../../contract';
import type { Services } from '../../services';
import { readNoticesOfChat } from './notices';
import { chatOf, chatOfParty } from './queries';
import { chatMessages } from './schema';

/** POST /v1/chats/{id}/read: the other party's messages are read (and delivered, if they were not), and so is their notification. */
export async function markChatRead(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  userId: string,
  chatId: string,
): Promise<Chat> {
  const { db, clock, config } = services;
  const chat = await chatOfParty(db, chatId, userId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ readAt: now, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(chatMessages.chatId, chat.id), ne(chatMessages.senderId, userId), isNull(chatMessages.readAt)));
    await readNoticesOfChat(tx, userId, chat.id, now);
  });
  return chatOf(db, chat, userId, config.fileBucket);
}
