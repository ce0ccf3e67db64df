import useSWR, { useSWRConfig } from 'swr';
import {
  chatDraftSchema,
  chatListResponseSchema,
  chatMessageSchema,
  chatMessagesResponseSchema,
  chatSchema,
  startChatResponseSchema,
  type Chat,
  type ChatDraft,
  type ChatListResponse,
  type ChatMessage,
  type ChatMessagesResponse,
} from '../../contract';
import { api, type ApiError } from '../../client';

/** New messages arrive by asking again this often while the page is visible (SWR pauses in a hidden tab). */
export const CHAT_REFRESH_MS = 5_000;
export const CHATS_PAGE_SIZE = 20;

export const chatsKey = (page: number) => ['chats', page] as const;
export const chatKey = (id: string) => ['chats', id] as const;
export const messagesKey = (id: string) => ['chats', id, 'messages'] as const;

/** GET /v1/chats?page=: the conversations, newest activity first, read again every 5 s. */
export function useChats(page: number) {
  return useSWR<ChatListResponse, ApiError>(
    chatsKey(page),
    () => api.getPage('chats', chatListResponseSchema, { searchParams: { page, pageSize: CHATS_PAGE_SIZE } }),
    { refreshInterval: CHAT_REFRESH_MS },
  );
}

/** GET /v1/chats/{id}: the conversation's other party, listing and state. */
export function useChat(id: string) {
  return useSWR<Chat, ApiError>(chatKey(id), () => api.get(['chats', id], chatSchema), { refreshInterval: CHAT_REFRESH_MS });
}

/** GET /v1/chats/{id}/messages: the newest page, read again every 5 s. */
export function useChatMessages(id: string) {
  return useSWR<ChatMessagesResponse, ApiError>(
    messagesKey(id),
    () => api.getPage(['chats', id, 'messages'], chatMessagesResponseSchema),
    { refreshInterval: CHAT_REFRESH_MS },
  );
}

/** GET /v1/chats/{id}/messages?before=: the page before the message `before`. */
export function earlierMessages(id: string, before: string): Promise<ChatMessagesResponse> {
  return api.getPage(['chats', id, 'messages'], chatMessagesResponseSchema, { searchParams: { before } });
}

/** GET /v1/chats/draft: who a first message goes to, and the conversation to continue if there is one. */
export function useChatDraft(recipientId: string, listingId: string | null) {
  const searchParams: Record<string, string> = { recipientId };
  if (listingId) searchParams.listingId = listingId;
  return useSWR<ChatDraft, ApiError>(['chats', 'draft', recipientId, listingId ?? ''], () =>
    api.get(['chats', 'draft'], chatDraftSchema, { searchParams }),
  );
}

export interface MessageInput {
  text?: string;
  imageKeys?: string[];
}

/** Revalidates every cached list of conversations (their order, previews and unread counts changed). */
function useRefreshLists() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'chats' && typeof key[1] === 'number');
}

/** POST /v1/chats/{id}/messages: the thread shows the message at once (its status from the answer). */
export function useSendMessage(id: string) {
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  return async (input: MessageInput): Promise<ChatMessage> => {
    const message = await api.post(['chats', id, 'messages'], chatMessageSchema, input);
    await mutate<ChatMessagesResponse>(
      messagesKey(id),
      (current) =>
        current && !current.data.some((m) => m.id === message.id) ? { ...current, data: [...current.data, message] } : current,
      { revalidate: false },
    );
    void refreshLists();
    return message;
  };
}

/** POST /v1/chats: the first message to someone (about a listing); answers the conversation. */
export function useStartChat() {
  const refreshLists = useRefreshLists();
  return async (input: MessageInput & { recipientId: string; listingId?: string }): Promise<Chat> => {
    const { chat } = await api.post('chats', startChatResponseSchema.entries.data, input);
    void refreshLists();
    return chat;
  };
}

/** POST /v1/chats/{id}/read: the other party's messages are read; the lists' unread counts follow. */
export function useMarkChatRead(id: string) {
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  return async () => {
    const chat = await api.post(['chats', id, 'read'], chatSchema);
    await mutate(chatKey(id), chat, { revalidate: false });
    void refreshLists();
  };
}

/** POST /v1/chats/{id}/close. */
export function useCloseChat(id: string) {
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  return async () => {
    const chat = await api.post(['chats', id, 'close'], chatSchema);
    await mutate(chatKey(id), chat, { revalidate: false });
    void refreshLists();
  };
}
