/**
 * What a new message tells its recipient: one unread notification per conversation. The first
 * unread message of a conversation writes it (in the app and, as the recipient's settings allow,
 * by e-mail); further messages before the recipient reads the conversation only update its text.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notify } from '../notification/notify';
import { notifications } from '../notification/schema';

export const buyerChatLink = (chatId: string) => `/dashboard/chats/${chatId}`;
export const sellerChatLink = (chatId: string) => `/seller/dashboard/chats/${chatId}`;

const PREVIEW_LENGTH = 140;

/** The message in one line, shortened: what a notification and its e-mail quote. */
export function previewOf(text: string | null, imageCount: number): string {
  if (text === null) return imageCount === 1 ? 'Sent a photo' : `Sent ${imageCount} photos`;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

export interface MessageNotice {
  chatId: string;
  recipientId: string;
  /** The recipient is the listing's seller: the link opens their selling dashboard. */
  recipientIsSeller: boolean;
  senderName: string;
  listingTitle: string | null;
  preview: string;
  /** Unread messages from the sender in this conversation, the new one included. */
  unread: number;
}

/** In the caller's transaction, after the message is written. */
export async function noticeOfMessage(db: Database, notice: MessageNotice, now: Date, publicOrigin?: string): Promise<void> {
  const link = notice.recipientIsSeller ? sellerChatLink(notice.chatId) : buyerChatLink(notice.chatId);
  const about = notice.listingTitle ? ` about “${notice.listingTitle}”` : '';
  const title = `New message from ${notice.senderName}`;
  if (notice.unread > 1) {
    await db
      .update(notifications)
      .set({ title, body: `${notice.unread} new messages${about}. The latest: ${notice.preview}`, createdAt: now })
      .where(
        and(
          eq(notifications.userId, notice.recipientId),
          eq(notifications.kind, 'chat'),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      );
    return;
  }
  const body = `${notice.senderName} wrote${about}: ${notice.preview}`;
  await notify(
    db,
    [
      {
        userId: notice.recipientId,
        kind: 'chat',
        title,
        body,
        link,
        email: {
          subject: `Kampus: ${title}`,
          text: `${body}\n\nRead and reply: ${publicOrigin ?? ''}${link}\n\nYou get one e-mail per conversation until you read it. You can turn these e-mails off in your notification settings.\n`,
        },
      },
    ],
    now,
  );
}

/** The recipient opened the conversation: its notification is read too. */
export async function readNoticesOfChat(db: Database, userId: string, chatId: string, now: Date): Promise<void> {
  for (const link of [buyerChatLink(chatId), sellerChatLink(chatId)]) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'chat'),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      );
  }
}
