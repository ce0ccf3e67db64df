/** Typed sample conversations for stories and tests (as the buyer Tunde sees them). */
import type { Chat, ChatListResponse, ChatMessage, ChatMessagesResponse } from '../../contract';

export const ME = 'u-tunde-0000-4000-8000-000000000001';
export const CHIDI = 'u-chidi-0000-4000-8000-000000000002';

/** A small picture (a gradient with a phone shape), so stories need no file server. */
export const samplePhotoUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9eee2"/><stop offset="1" stop-color="#8fc4a6"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><rect x="80" y="40" width="80" height="160" rx="14" fill="#12201a"/><rect x="88" y="56" width="64" height="124" rx="6" fill="#4a5a52"/></svg>',
)}`;

function message(id: string, overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id,
    sender: ME,
    mine: true,
    message: null,
    images: [],
    timestamp: '2026-11-20T09:00:00.000Z',
    status: 'read',
    offPlatform: false,
    removed: false,
    ...overrides,
  };
}

/** The conversation with Chidi about the iPhone, oldest first, over two days. */
export const sampleMessages: ChatMessage[] = [
  message('m-1', { message: 'Good morning! Is the iPhone 12 Pro still available?', timestamp: '2026-11-19T08:12:00.000Z' }),
  message('m-2', {
    sender: CHIDI,
    mine: false,
    message: 'Yes, it is. Battery health is 89%, no scratches.\nI can meet at the Faculty of Engineering.',
    timestamp: '2026-11-19T08:30:00.000Z',
  }),
  message('m-3', {
    sender: CHIDI,
    mine: false,
    images: [
      { key: 'photo-front.png', url: samplePhotoUrl },
      { key: 'photo-back.png', url: samplePhotoUrl },
    ],
    timestamp: '2026-11-19T08:31:00.000Z',
  }),
  message('m-4', { message: 'Looks clean. Can you do ₦240,000?', timestamp: '2026-11-20T10:05:00.000Z' }),
  message('m-5', {
    message: 'I will order it through Kampus today.',
    status: 'delivered',
    timestamp: '2026-11-20T10:06:00.000Z',
  }),
  message('m-6', { message: 'Thank you!', status: 'sent', timestamp: '2026-11-20T10:07:00.000Z' }),
];

export const messagesPage = (data: ChatMessage[] = sampleMessages, hasMore = false): ChatMessagesResponse => ({ data, hasMore });

export const sampleChat: Chat = {
  id: 'c-iphone',
  otherParty: { id: CHIDI, name: 'Chidi Okafor', avatar: null },
  listing: { type: 'products', id: 'p-iphone', slug: 'iphone-12-pro', title: 'iPhone 12 Pro 128GB (UK used)' },
  iAmSeller: false,
  lastMessage: sampleMessages[5] ?? null,
  unreadCount: 0,
  closed: false,
  closedBy: null,
  closedAt: null,
  blocked: false,
  lastActivityAt: '2026-11-20T10:07:00.000Z',
  createdAt: '2026-11-19T08:12:00.000Z',
};

/** Tunde's conversations, newest activity first. */
export const sampleChats: Chat[] = [
  {
    ...sampleChat,
    id: 'c-tote',
    otherParty: { id: 'u-ngozi', name: 'Ngozi Crafts', avatar: null },
    listing: { type: 'products', id: 'p-tote', slug: 'ankara-tote', title: 'Handmade Ankara tote bag' },
    lastMessage: message('m-t2', {
      sender: 'u-ngozi',
      mine: false,
      message: 'I have the blue one in stock, and the red one next week.',
      timestamp: '2026-11-21T16:40:00.000Z',
    }),
    unreadCount: 2,
    lastActivityAt: '2026-11-21T16:40:00.000Z',
  },
  sampleChat,
  {
    ...sampleChat,
    id: 'c-party',
    otherParty: { id: 'u-lag', name: 'Lagos Tech Society', avatar: null },
    listing: { type: 'tickets', id: 'e-meetup', slug: 'freshers-tech-meetup', title: 'Freshers Tech Meetup' },
    lastMessage: message('m-p1', { images: [{ key: 'ticket.png', url: samplePhotoUrl }], timestamp: '2026-11-12T12:00:00.000Z' }),
    lastActivityAt: '2026-11-12T12:00:00.000Z',
  },
  {
    ...sampleChat,
    id: 'c-lamp',
    otherParty: { id: 'u-bisi', name: 'Bisi Adeyemi', avatar: null },
    listing: null,
    lastMessage: message('m-l1', { message: 'Thanks, all sorted.', timestamp: '2026-11-02T18:20:00.000Z' }),
    closed: true,
    closedBy: 'them',
    closedAt: '2026-11-03T09:00:00.000Z',
    lastActivityAt: '2026-11-02T18:20:00.000Z',
  },
];

/** One page of conversations as GET /v1/chats answers it. */
export function chatsPage(data: Chat[] = sampleChats, page = 1, pageSize = 20): ChatListResponse {
  return {
    data: data.slice((page - 1) * pageSize, page * pageSize),
    page: { page, pageSize, total: data.length, totalPages: Math.max(1, Math.ceil(data.length / pageSize)) },
    unreadCount: data.reduce((sum, chat) => sum + chat.unreadCount, 0),
  };
}

/** Messages the server flagged as taking payment or contact off Kampus: one of Chidi's, one of Tunde's. */
export const offPlatformMessages: ChatMessage[] = [
  message('m-7', {
    sender: CHIDI,
    mine: false,
    message: 'send the money to 0123456789 GTBank, I will bring it',
    timestamp: '2026-11-20T10:09:00.000Z',
    offPlatform: true,
  }),
  message('m-8', {
    message: 'Ok. My number is 0803 123 4567, WhatsApp me',
    status: 'delivered',
    timestamp: '2026-11-20T10:10:00.000Z',
    offPlatform: true,
  }),
];

/** A message of Chidi's that Kampus removed after a report: its content is gone, its place kept. */
export const removedMessage: ChatMessage = message('m-9', {
  sender: CHIDI,
  mine: false,
  timestamp: '2026-11-20T10:11:00.000Z',
  removed: true,
});
