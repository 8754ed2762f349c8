// The chat feature's light public face: what the app shell runs on every page, guests' pages
// included (the unread badge, polling, the outbox, logging out). index.ts carries the heavier
// pieces (the event writes) that only members' code loads (as signup's embed.ts, decision 019i).
export { chatsQueryOptions } from './api/get-chats';
export { unreadTotal } from './chat-list-pages';
export { useOutboxFlush } from './hooks/use-outbox-flush';
export { chatKeys } from './keys';
