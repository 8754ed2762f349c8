// The chat feature's public face: other features and the app shell import only from here.
export { chatsQueryOptions } from './api/get-chats';
export { applyChatEvent, refetchChats, unreadTotal } from './chat-cache';
export { useOutboxFlush } from './hooks/use-outbox-flush';
export { chatKeys } from './keys';
