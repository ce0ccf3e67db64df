import { and, eq, isNull } from 'drizzle-orm';
import type { ChatPartyAction } from './queries';
import { chats } from './schema';

/**
 * POST /v1/chats/{id}/close: either party closes the conversation; it stays readable and takes no
 * more messages. Closing a closed one changes nothing (it keeps who closed it first).
 */
export const closeChat: ChatPartyAction = async (db, chat, userId, now) => {
  const [closed] = await db
    .update(chats)
    .set({ closedAt: now, closedBy: userId })
    .where(and(eq(chats.id, chat.id), isNull(chats.closedAt)))
    .returning();
  const [current] = closed ? [closed] : await db.select().from(chats).where(eq(chats.id, chat.id));
  return current ?? chat;
};
