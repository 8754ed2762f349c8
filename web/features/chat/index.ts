// The chat feature's public face: other features and the app shell import only from here.
export { chatsQueryOptions } from './api/get-chats';
export { applyChatEvent, refetchChats } from './chat-cache';
export { unreadTotal } from './chat-list-pages';
export { chatKeys } from './keys';
