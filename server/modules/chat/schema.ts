import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ListingType } from '../../../contract';
import { moment } from '../../db/columns';
import { users } from '../user/schema';

/**
 * Conversations between two people, optionally about a listing: one per pair and listing. The
 * pair is stored in a fixed order (`user_low` < `user_high`), so the unique index finds the
 * conversation whoever starts it. The listing is not a foreign key: a listing without orders
 * may be deleted, and its conversation stays (shown without the listing).
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id),
    listingType: text('listing_type').$type<ListingType>(),
    listingId: uuid('listing_id'),
    /** The listing's seller when the conversation started (one of the two), or null without a listing. */
    sellerId: uuid('seller_id').references(() => users.id),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    createdAt: moment('created_at').notNull(),
    /** The newest message's time: the list is ordered by it. */
    lastMessageAt: moment('last_message_at').notNull(),
    closedAt: moment('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('chats_pair_listing_unique').on(
      t.userLow,
      t.userHigh,
      sql`coalesce(${t.listingId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('chats_low_activity_idx').on(t.userLow, t.lastMessageAt.desc()),
    index('chats_high_activity_idx').on(t.userHigh, t.lastMessageAt.desc()),
    check('chats_pair_order_check', sql`${t.userLow} < ${t.userHigh}`),
    check('chats_listing_check', sql`(${t.listingType} is null) = (${t.listingId} is null)`),
    check('chats_listing_type_check', sql`${t.listingType} in ('products', 'tickets')`),
    check('chats_closed_check', sql`(${t.closedAt} is null) = (${t.closedBy} is null)`),
  ],
);

/**
 * Messages, in the order they were written (`seq`). Status is read from the times: delivered
 * when the recipient's app fetched it, read when the recipient opened the conversation. Image
 * keys name private uploads of the sender (no foreign key: deleting an account removes its files,
 * and the message then shows no picture).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body'),
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: moment('created_at').notNull(),
    deliveredAt: moment('delivered_at'),
    readAt: moment('read_at'),
    /** The text takes payment or contact off Kampus (`contract/offPlatform.ts`): both people see a warning. */
    offPlatform: boolean('off_platform').notNull().default(false),
    /** Removed by staff (moderation): the text and images are no longer shown. */
    removedAt: moment('removed_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    index('chat_messages_unread_idx')
      .on(t.chatId, t.senderId)
      .where(sql`${t.readAt} is null`),
    // A private image is served to the other party after finding the message that carries it.
    index('chat_messages_images_idx')
      .on(t.senderId)
      .where(sql`cardinality(${t.imageKeys}) > 0`),
    // The moderation queue counts each sender's flagged messages.
    index('chat_messages_off_platform_idx')
      .on(t.senderId)
      .where(sql`${t.offPlatform}`),
    check('chat_messages_content_check', sql`${t.body} is not null or cardinality(${t.imageKeys}) > 0`),
  ],
);
