import { and, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CHAT_LIST_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE } from '../../../contract';
import type { ChatListing, ChatListResponse, ChatMessagesResponse, Chat } from '../../../contract';
import type { Database } from '../../db/database';
import { invalidField, notFound } from '../../http/api-error';
import { events } from '../event/schema';
import { products } from '../product/schema';
import { blockedEitherWay } from '../safety/blocks';
import { users } from '../user/schema';
import { chatMessages, chats } from './schema';
import { chatView, messageView, otherPartyId } from './view';
import type { ChatRow, MessageRow, PartyRow } from './view';

const uuidSchema = v.pipe(v.string(), v.uuid());
export const isUuid = (value: string) => v.is(uuidSchema, value);

/** Conversations `userId` is one of the two parties of. */
export const partyOf = (userId: string) => or(eq(chats.userLow, userId), eq(chats.userHigh, userId));

/** The two user ids in the stored order. */
export function pairOf(a: string, b: string) {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

/** What a party does to one of their conversations (read it, close it); answers the row as it now stands. */
export type ChatPartyAction = (db: Database, chat: ChatRow, userId: string, now: Date) => Promise<ChatRow>;

/** The conversation, when `userId` is one of its parties; 404 for everyone else (and for a malformed id). */
export async function chatOfParty(db: Database, chatId: string, userId: string, lock = false): Promise<ChatRow> {
  if (!isUuid(chatId)) throw notFound('Chat not found');
  const query = db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), partyOf(userId)));
  const [chat] = lock ? await query.for('update') : await query;
  if (!chat) throw notFound('Chat not found');
  return chat;
}

const partyColumns = { id: users.id, firstname: users.firstname, lastname: users.lastname, photoPath: users.photoPath };

export async function partiesById(db: Database, ids: readonly string[]): Promise<Map<string, PartyRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await db.select(partyColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ListingFacts extends ChatListing {
  sellerId: string;
}

/** A product or an event by id (whatever its status), or undefined. */
export async function listingById(db: Database, id: string): Promise<ListingFacts | undefined> {
  const [product] = await db
    .select({ id: products.id, slug: products.slug, title: products.title, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, id));
  if (product) return { type: 'products', ...product };
  const [event] = await db
    .select({ id: events.id, slug: events.slug, title: events.title, sellerId: events.sellerId })
    .from(events)
    .where(eq(events.id, id));
  return event ? { type: 'tickets', ...event } : undefined;
}

async function listingsOf(db: Database, rows: readonly ChatRow[]): Promise<Map<string, ChatListing>> {
  const ids = (type: 'products' | 'tickets') =>
    rows.flatMap((row) => (row.listingType === type && row.listingId ? [row.listingId] : []));
  const productIds = ids('products');
  const eventIds = ids('tickets');
  const columns = (table: typeof products | typeof events) => ({ id: table.id, slug: table.slug, title: table.title });
  const found = [
    ...(productIds.length === 0
      ? []
      : (await db.select(columns(products)).from(products).where(inArray(products.id, productIds))).map((row) => ({
          type: 'products' as const,
          ...row,
        }))),
    ...(eventIds.length === 0
      ? []
      : (await db.select(columns(events)).from(events).where(inArray(events.id, eventIds))).map((row) => ({
          type: 'tickets' as const,
          ...row,
        }))),
  ];
  return new Map(found.map((listing) => [listing.id, listing]));
}

/** The conversations as `viewerId` sees them (in the order given). */
export async function chatViews(db: Database, rows: readonly ChatRow[], viewerId: string, bucket: string): Promise<Chat[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const otherIds = rows.map((row) => otherPartyId(row, viewerId));
  const [parties, listings, lastMessages, unread, blocked] = await Promise.all([
    partiesById(db, otherIds),
    listingsOf(db, rows),
    db
      .selectDistinctOn([chatMessages.chatId])
      .from(chatMessages)
      .where(inArray(chatMessages.chatId, ids))
      .orderBy(chatMessages.chatId, desc(chatMessages.seq)),
    db
      .select({ chatId: chatMessages.chatId, unread: count() })
      .from(chatMessages)
      .where(and(inArray(chatMessages.chatId, ids), ne(chatMessages.senderId, viewerId), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.chatId),
    blockedEitherWay(db, viewerId, otherIds),
  ]);
  const lastOf = new Map(lastMessages.map((message) => [message.chatId, message]));
  const unreadOf = new Map(unread.map((row) => [row.chatId, row.unread]));
  return rows.map((row) => {
    const otherId = otherPartyId(row, viewerId);
    const other = parties.get(otherId) ?? { id: otherId, firstname: 'Deleted', lastname: 'user', photoPath: null };
    return chatView(
      row,
      viewerId,
      {
        other,
        listing: row.listingId ? (listings.get(row.listingId) ?? null) : null,
        lastMessage: lastOf.get(row.id) ?? null,
        unreadCount: unreadOf.get(row.id) ?? 0,
        blocked: blocked.has(otherId),
      },
      bucket,
    );
  });
}

export async function chatOf(db: Database, chat: ChatRow, viewerId: string, bucket: string): Promise<Chat> {
  const [view] = await chatViews(db, [chat], viewerId, bucket);
  if (!view) throw notFound('Chat not found');
  return view;
}

/** Marks the other party's messages in these conversations (all of the user's when none given) delivered. */
export async function markDelivered(db: Database, userId: string, now: Date, chatId?: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ deliveredAt: now })
    .where(
      and(
        chatId
          ? eq(chatMessages.chatId, chatId)
          : inArray(chatMessages.chatId, db.select({ id: chats.id }).from(chats).where(partyOf(userId))),
        ne(chatMessages.senderId, userId),
        isNull(chatMessages.deliveredAt),
      ),
    );
}

/** Unread messages to `userId` over all their conversations. */
export async function unreadTotal(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(partyOf(userId), ne(chatMessages.senderId, userId), isNull(chatMessages.readAt)));
  return row?.unread ?? 0;
}

/** GET /v1/chats: the user's conversations, newest activity first; fetching them delivers what they hold. */
export async function chatsOfUser(
  db: Database,
  userId: string,
  query: { page?: number; pageSize?: number },
  now: Date,
  bucket: string,
): Promise<ChatListResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? CHAT_LIST_PAGE_SIZE;
  await markDelivered(db, userId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chats)
      .where(partyOf(userId))
      .orderBy(desc(chats.lastMessageAt), desc(chats.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(chats).where(partyOf(userId)),
  ]);
  const all = total?.total ?? 0;
  return {
    data: await chatViews(db, rows, userId, bucket),
    page: { page, pageSize, total: all, totalPages: Math.max(1, Math.ceil(all / pageSize)) },
    unreadCount: await unreadTotal(db, userId),
  };
}

/** GET /v1/chats/{id}/messages: the newest page (or the one before `before`), oldest first; delivers the other party's. */
export async function messagesOfChat(
  db: Database,
  chat: ChatRow,
  userId: string,
  query: { before?: string; limit?: number },
  now: Date,
  bucket: string,
): Promise<ChatMessagesResponse> {
  const limit = query.limit ?? CHAT_MESSAGES_PAGE_SIZE;
  let olderThan;
  if (query.before !== undefined) {
    const [cursor] = await db
      .select({ seq: chatMessages.seq })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, query.before), eq(chatMessages.chatId, chat.id)));
    if (!cursor) throw invalidField('before', 'Before must be a message of this chat');
    olderThan = lt(chatMessages.seq, cursor.seq);
  }
  await markDelivered(db, userId, now, chat.id);
  const rows: MessageRow[] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), olderThan))
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  return {
    data: rows
      .slice(0, limit)
      .reverse()
      .map((row) => messageView(row, userId, bucket)),
    hasMore: rows.length > limit,
  };
}

/** The conversation of this pair about this listing (or about none), if any. */
export async function existingChat(db: Database, a: string, b: string, listingId: string | null): Promise<ChatRow | undefined> {
  const pair = pairOf(a, b);
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.userLow, pair.userLow),
        eq(chats.userHigh, pair.userHigh),
        listingId === null ? isNull(chats.listingId) : eq(chats.listingId, listingId),
      ),
    );
  return row;
}

export const sqlNow = (now: Date) => sql`${now.toISOString()}::timestamptz`;
