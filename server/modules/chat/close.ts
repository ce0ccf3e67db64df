import { and, eq, isNull } from 'drizzle-orm';
import type { Chat } from '../../../contract';
import type { Services } from '../../services';
import { chatOf, chatOfParty } from './queries';
import { chats } from './schema';

/**
 * POST /v1/chats/{id}/close: either party closes the conversation; it stays readable and takes no
 * more messages. Closing a closed one changes nothing (it keeps who closed it first).
 */
export async function closeChat(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  userId: string,
  chatId: string,
): Promise<Chat> {
  const { db, clock, config } = services;
  const chat = await chatOfParty(db, chatId, userId);
  const [closed] = await db
    .update(chats)
    .set({ closedAt: clock.now(), closedBy: userId })
    .where(and(eq(chats.id, chat.id), isNull(chats.closedAt)))
    .returning();
  const [current] = closed ? [closed] : await db.select().from(chats).where(eq(chats.id, chat.id));
  return chatOf(db, current ?? chat, userId, config.fileBucket);
}
