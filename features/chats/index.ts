/** Chats: the list of conversations and one conversation (or a first message), on both dashboards. */
export { ChatsScreen, type ChatsScreenProps } from './ChatsScreen';
export { ChatThreadScreen, type ChatThreadScreenProps } from './ChatThreadScreen';
export type { ChatDashboard } from './chatView';
