import type { ChatListItem, ChatsResponse } from '@common/api/chat';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The chat list in the query cache: pages by cursor, newest activity first (page param: the
 * `before` cursor, '' for the newest page; decision 026c), and what reads it. The writes are in
 * chat-cache.ts; these readers stay apart because the app shell (the unread badge, polling) needs
 * them on every page, guests' pages included, and the landing's budget has no room for the writes.
 */
export type ChatsCache = InfiniteData<ChatsResponse, string>;
/** What the readers need: a hook's `data` types its page params as unknown. */
type ChatsPages = Pick<ChatsCache, 'pages'>;

/** Every listed conversation of the loaded pages, in order. */
export function chatEntries(data: ChatsPages | undefined): ChatListItem[] {
  return data?.pages.flatMap((p) => p.chats) ?? [];
}

export function findChatEntry(data: ChatsPages | undefined, conversation: number): ChatListItem | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.chats.find((c) => c.conversation.id === conversation);
    if (found) return found;
  }
  return undefined;
}

/** Unread messages over all the member's conversations, loaded or not (the newest page's count). */
export function unreadTotal(data: ChatsPages | undefined): number {
  return data?.pages[0]?.unread_total ?? 0;
}
