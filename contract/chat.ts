/**
 * Chats between two students, optionally about a listing (a product or an event):
 * GET /v1/chats, GET /v1/chats/draft, POST /v1/chats, GET /v1/chats/{id},
 * GET /v1/chats/{id}/messages, POST /v1/chats/{id}/messages, POST /v1/chats/{id}/read,
 * POST /v1/chats/{id}/close. Only the conversation's two parties see it (404 for anyone else).
 *
 * A message is text (1–2000 characters, plain text), up to 4 images (private uploads, readable
 * by the two parties only), or both. Its status goes sent → delivered (the recipient's app
 * fetched it) → read (the recipient opened the conversation).
 */
import * as v from 'valibot';
import { body, optionalMultilineText } from './fields';
import { listingTypeSchema, pageInfoSchema, queryInteger, uploadedKeyField } from './listing';
import { profilePhotoSchema } from './user';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_MAX_IMAGES = 4;
export const CHAT_MESSAGES_PAGE_SIZE = 30;
export const CHAT_LIST_PAGE_SIZE = 20;
/** Messages one person may send in a minute, over all their conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

export const chatMessageStatuses = ['sent', 'delivered', 'read'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

const uuidField = (label: string, what: string) =>
  v.pipe(v.string(`${label} must be ${what}`), v.uuid(`${label} must be ${what}`));

/** The text and images of a message: at least one of them ('Message is a required field'). */
const messageEntries = {
  text: optionalMultilineText('Message', CHAT_MESSAGE_MAX_LENGTH),
  imageKeys: v.optional(
    v.pipe(
      v.array(uploadedKeyField('Image'), 'Images must be a list of uploaded files'),
      v.maxLength(CHAT_MAX_IMAGES, `Images must be at most ${CHAT_MAX_IMAGES}`),
    ),
    [],
  ),
};

/** At least a text or an image: 'Message is a required field' under `text` otherwise. */
const hasContent = (input: { text?: string; imageKeys: string[] }) => input.text !== undefined || input.imageKeys.length > 0;

/** POST /v1/chats/{id}/messages -> 201 ChatMessageResponse. */
export const sendChatMessageBodySchema = v.pipe(
  body(messageEntries),
  v.forward(
    v.check((input) => hasContent(input), 'Message is a required field'),
    ['text'],
  ),
);
export type SendChatMessageBody = v.InferInput<typeof sendChatMessageBodySchema>;

/**
 * POST /v1/chats -> 201 StartChatResponse (200 when the conversation of these two people about
 * this listing already existed: the message is added to it). A buyer may always write to the
 * seller of a listing; otherwise the recipient's chat setting decides (403 with the reason).
 * Writing to yourself is 422; when either of the two blocked the other, starting or sending is
 * 409 CHAT_BLOCKED (contract/safety.ts).
 */
export const startChatBodySchema = v.pipe(
  body({
    recipientId: uuidField('Recipient', 'a user id'),
    /** The product or event the conversation is about: one of the two people's listings. */
    listingId: v.optional(uuidField('Listing', 'a listing id')),
    ...messageEntries,
  }),
  v.forward(
    v.check((input) => hasContent(input), 'Message is a required field'),
    ['text'],
  ),
);
export type StartChatBody = v.InferInput<typeof startChatBodySchema>;

/** The other person of a conversation. */
export const chatPartySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Their profile photo, or null for their initials. */
  avatar: v.nullable(profilePhotoSchema),
});
export type ChatParty = v.InferOutput<typeof chatPartySchema>;

/** What the conversation is about; null when it is about no listing or the listing was deleted. */
export const chatListingSchema = v.object({
  type: listingTypeSchema,
  id: v.string(),
  slug: v.string(),
  title: v.string(),
});
export type ChatListing = v.InferOutput<typeof chatListingSchema>;

export const chatImageSchema = v.object({ key: v.string(), url: v.string() });
export type ChatImage = v.InferOutput<typeof chatImageSchema>;

/** One message: who sent it (`sender`, a user id; `mine` for the caller's own), when, and its status. */
export const chatMessageSchema = v.object({
  id: v.string(),
  sender: v.string(),
  mine: v.boolean(),
  /** The text, or null for images alone. */
  message: v.nullable(v.string()),
  images: v.array(chatImageSchema),
  timestamp: v.string(),
  status: v.picklist(chatMessageStatuses),
  /**
   * The text seems to take payment or contact off Kampus (a phone or account number, 'pay
   * outside', a link to another payment site: `contract/offPlatform.ts`): both people see
   * OFF_PLATFORM_WARNING under it. The message is sent all the same.
   */
  offPlatform: v.boolean(),
  /** Removed by Kampus (moderation): `message` is null and `images` empty; shown as CHAT_MESSAGE_REMOVED. */
  removed: v.boolean(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

/** A conversation as the caller sees it. */
export const chatSchema = v.object({
  id: v.string(),
  otherParty: chatPartySchema,
  listing: v.nullable(chatListingSchema),
  /** The caller is the listing's seller (their selling dashboard shows it as a sale). */
  iAmSeller: v.boolean(),
  lastMessage: v.nullable(chatMessageSchema),
  /** Messages from the other party the caller has not read. */
  unreadCount: v.number(),
  closed: v.boolean(),
  /** Who closed it: 'me', 'them', or null while open. */
  closedBy: v.nullable(v.picklist(['me', 'them'])),
  closedAt: v.nullable(v.string()),
  /**
   * One of the two blocked the other (never saying who): no new messages either way, sending
   * answers 409 CHAT_BLOCKED, and the composer shows CHAT_BLOCKED instead.
   */
  blocked: v.boolean(),
  /** The last message's time (the start, before any): the list is ordered by it, newest first. */
  lastActivityAt: v.string(),
  createdAt: v.string(),
});
export type Chat = v.InferOutput<typeof chatSchema>;

/** GET /v1/chats?page=&pageSize=: the caller's conversations, newest activity first, with the unread total. */
export const chatListQuerySchema = v.object({
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, 50),
});
export type ChatListQuery = v.InferInput<typeof chatListQuerySchema>;
export const chatListResponseSchema = v.object({
  data: v.array(chatSchema),
  page: pageInfoSchema,
  /** Unread messages over every conversation. */
  unreadCount: v.number(),
});
export type ChatListResponse = v.InferOutput<typeof chatListResponseSchema>;

/** GET /v1/chats/{id} -> 200. */
export const chatResponseSchema = v.object({ data: chatSchema });
export type ChatResponse = v.InferOutput<typeof chatResponseSchema>;

/**
 * GET /v1/chats/draft?recipientId=&listingId=: before a first message, who it goes to and what
 * about, and the conversation to continue if these two already talk about this listing.
 */
export const chatDraftQuerySchema = v.object({
  recipientId: uuidField('Recipient', 'a user id'),
  listingId: v.optional(uuidField('Listing', 'a listing id')),
});
export type ChatDraftQuery = v.InferInput<typeof chatDraftQuerySchema>;
export const chatDraftSchema = v.object({
  recipient: chatPartySchema,
  listing: v.nullable(chatListingSchema),
  /** The existing conversation's id, or null. */
  chatId: v.nullable(v.string()),
});
export type ChatDraft = v.InferOutput<typeof chatDraftSchema>;
export const chatDraftResponseSchema = v.object({ data: chatDraftSchema });
export type ChatDraftResponse = v.InferOutput<typeof chatDraftResponseSchema>;

/**
 * GET /v1/chats/{id}/messages?before={messageId}&limit=: the newest page, oldest first within it;
 * `before` (the first id of the page shown) gives the page before. Fetching marks the other
 * party's messages delivered.
 */
export const chatMessagesQuerySchema = v.object({
  before: v.optional(uuidField('Before', 'a message id')),
  limit: queryInteger('Limit', 1, 100),
});
export type ChatMessagesQuery = v.InferInput<typeof chatMessagesQuerySchema>;
export const chatMessagesResponseSchema = v.object({
  data: v.array(chatMessageSchema),
  hasMore: v.boolean(),
});
export type ChatMessagesResponse = v.InferOutput<typeof chatMessagesResponseSchema>;

/** POST /v1/chats/{id}/messages -> 201. */
export const chatMessageResponseSchema = v.object({ data: chatMessageSchema });
export type ChatMessageResponse = v.InferOutput<typeof chatMessageResponseSchema>;

/** POST /v1/chats -> 201 (200 when continued): the conversation and the message sent. */
export const startChatResponseSchema = v.object({ data: v.object({ chat: chatSchema, message: chatMessageSchema }) });
export type StartChatResponse = v.InferOutput<typeof startChatResponseSchema>;

/** POST /v1/chats/{id}/read and /close -> 200 with the conversation as it is now. */
export const chatActionResponseSchema = chatResponseSchema;

export const chatClosedMessage = 'This chat is closed. You can read it, but no new messages can be sent.';
export const chatSelfMessage = 'You cannot send a message to yourself.';
/** What both people read in place of a message Kampus removed. */
export const CHAT_MESSAGE_REMOVED = 'This message was removed by Kampus.';
