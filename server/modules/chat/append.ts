import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { CHAT_BLOCKED, chatClosedMessage, isOffPlatform } from '../../../contract';
import type { Database } from '../../db/database';
import { conflict } from '../../http/api-error';
import type { SessionUser } from '../auth/session-user';
import { deletedEmail } from '../user/delete-account';
import { isBlockedBetween } from '../safety/blocks';
import { users } from '../user/schema';
import { noticeOfMessage, previewOf } from './notices';
import { assertMayWrite } from './privacy';
import { listingById } from './queries';
import { chatMessages, chats } from './schema';
import type { ChatRow, MessageRow } from './view';
import { otherPartyId } from './view';

export interface MessageContent {
  text?: string;
  /** Keys already checked by `prepareImages`. */
  imageKeys: string[];
}

export const accountGoneMessage = 'This person has deleted their account, so they cannot receive messages.';

/**
 * In the caller's transaction, with the conversation's row locked: refuses a block either way
 * (409 CHAT_BLOCKED), a closed conversation (409) or a message the recipient's chat setting does
 * not let through (403), then writes the message (flagged when it takes payment or contact off
 * Kampus), moves the conversation up the lists and notifies the recipient.
 */
export async function appendMessage(
  tx: Database,
  chat: ChatRow,
  sender: SessionUser,
  content: MessageContent,
  now: Date,
  publicOrigin: string | undefined,
): Promise<MessageRow> {
  const recipientId = otherPartyId(chat, sender.id);
  // Either way round, and before anything else, so neither learns who blocked whom.
  if (await isBlockedBetween(tx, sender.id, recipientId)) throw conflict(CHAT_BLOCKED);
  if (chat.closedAt) throw conflict(chatClosedMessage);
  const [recipient] = await tx
    .select({ id: users.id, firstname: users.firstname, kycStatus: users.kycStatus, email: users.email })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient || recipient.email === deletedEmail(recipient.id)) throw conflict(accountGoneMessage);
  await assertMayWrite(tx, {
    sender,
    recipient,
    listingSellerId: chat.sellerId,
    hasListing: chat.listingId !== null,
    chatId: chat.id,
  });

  const [message] = await tx
    .insert(chatMessages)
    .values({
      id: randomUUID(),
      chatId: chat.id,
      senderId: sender.id,
      body: content.text ?? null,
      imageKeys: content.imageKeys,
      createdAt: now,
      // Sent all the same: both people see a warning under it, and it counts in the moderation queue.
      offPlatform: isOffPlatform(content.text),
    })
    .returning();
  if (!message) throw new Error('the message was not written');
  await tx.update(chats).set({ lastMessageAt: now }).where(eq(chats.id, chat.id));

  const [unread] = await tx
    .select({ unread: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.senderId, sender.id), isNull(chatMessages.readAt)));
  const listing = chat.listingId ? await listingById(tx, chat.listingId) : undefined;
  await noticeOfMessage(
    tx,
    {
      chatId: chat.id,
      recipientId,
      recipientIsSeller: chat.sellerId === recipientId,
      senderName: sender.firstname,
      listingTitle: listing?.title ?? null,
      preview: previewOf(message.body, message.imageKeys.length),
      unread: unread?.unread ?? 1,
    },
    now,
    publicOrigin,
  );
  return message;
}
