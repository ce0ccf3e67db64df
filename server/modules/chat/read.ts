import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { readNoticesOfChat } from './notices';
import type { ChatPartyAction } from './queries';
import { chatMessages } from './schema';

/** POST /v1/chats/{id}/read: the other party's messages are read (and delivered, if they were not), and so is their notification. */
export const markChatRead: ChatPartyAction = async (db, chat, userId, now) => {
  await db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ readAt: now, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(chatMessages.chatId, chat.id), ne(chatMessages.senderId, userId), isNull(chatMessages.readAt)));
    await readNoticesOfChat(tx, userId, chat.id, now);
  });
  return chat;
};
