import type { Chat, ChatListing, ChatMessage, ChatMessageStatus, ChatParty } from '../../../contract';
import { profilePhotoOf } from '../user/photo-view';
import type { chatMessages, chats } from './schema';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export interface PartyRow {
  id: string;
  firstname: string;
  lastname: string;
  photoPath: string | null;
}

export function partyView(user: PartyRow): ChatParty {
  return { id: user.id, name: `${user.firstname} ${user.lastname}`.trim(), avatar: profilePhotoOf(user.photoPath) };
}

/** Sent, then delivered (the recipient's app fetched it), then read (the recipient opened the conversation). */
export function statusOf(message: Pick<MessageRow, 'deliveredAt' | 'readAt'>): ChatMessageStatus {
  if (message.readAt) return 'read';
  if (message.deliveredAt) return 'delivered';
  return 'sent';
}

/**
 * A message as `viewerId` sees it; images are served by the file service (to the two parties
 * only). One Kampus removed keeps its place in the conversation without its text or images.
 */
export function messageView(message: MessageRow, viewerId: string, bucket: string): ChatMessage {
  const removed = message.removedAt !== null;
  return {
    id: message.id,
    sender: message.senderId,
    mine: message.senderId === viewerId,
    message: removed ? null : message.body,
    images: removed ? [] : message.imageKeys.map((key) => ({ key, url: `/v1/file/${bucket}/${key}` })),
    timestamp: message.createdAt.toISOString(),
    status: statusOf(message),
    offPlatform: message.offPlatform && !removed,
    removed,
  };
}

/** The other person of the pair. */
export const otherPartyId = (chat: Pick<ChatRow, 'userLow' | 'userHigh'>, viewerId: string) =>
  chat.userLow === viewerId ? chat.userHigh : chat.userLow;

export interface ChatFacts {
  other: PartyRow;
  listing: ChatListing | null;
  lastMessage: MessageRow | null;
  unreadCount: number;
  /** One of the two blocked the other. */
  blocked: boolean;
}

export function chatView(chat: ChatRow, viewerId: string, facts: ChatFacts, bucket: string): Chat {
  return {
    id: chat.id,
    otherParty: partyView(facts.other),
    listing: facts.listing,
    iAmSeller: chat.sellerId === viewerId,
    lastMessage: facts.lastMessage ? messageView(facts.lastMessage, viewerId, bucket) : null,
    unreadCount: facts.unreadCount,
    closed: chat.closedAt !== null,
    closedBy: chat.closedBy === null ? null : chat.closedBy === viewerId ? 'me' : 'them',
    closedAt: chat.closedAt?.toISOString() ?? null,
    blocked: facts.blocked,
    lastActivityAt: chat.lastMessageAt.toISOString(),
    createdAt: chat.createdAt.toISOString(),
  };
}
