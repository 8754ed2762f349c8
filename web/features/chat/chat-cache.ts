import type { ChatListItem, ChatsResponse } from '@common/api/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

/**
 * The shape of chat data in the query cache, and every write to it. Both are pages by cursor
 * (issue 26): the list's pages run newest activity first (page param: the `before` cursor, ''
 * for the newest page); a history's pages run newest first, each page's messages oldest first
 * (page param: the `before` message id, 0 for the newest page). Live updates only ever touch the
 * newest page; the pages below stay as loaded until the query refetches. (A history's writes,
 * in use-send-queue.ts, add to its newest page.)
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

/** The total after an entry's unread count went from `before` to `after`, on every page. */
function withTotal(data: ChatsCache, delta: number): ChatsCache {
  if (delta === 0) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, unread_total: Math.max(0, p.unread_total + delta) })),
  };
}

/**
 * The entry of a conversation with new activity: it leaves whichever page held it and goes first
 * on the newest page, as the server would list it. An entry the loaded pages did not hold counts
 * its unread messages into the total as new (the next fetch of the list corrects the total).
 */
export function patchChatEntry(data: ChatsCache, entry: ChatListItem): ChatsCache {
  const old = findChatEntry(data, entry.conversation.id);
  const id = entry.conversation.id;
  const pages = data.pages.map((p, i) => {
    const rest = p.chats.filter((c) => c.conversation.id !== id);
    return { ...p, chats: i === 0 ? [entry, ...rest] : rest };
  });
  return withTotal({ ...data, pages }, entry.num_unread_messages - (old?.num_unread_messages ?? 0));
}

/** Each loaded entry through `change`; null drops it. The unread total follows. */
export function mapChatEntries(
  data: ChatsCache,
  change: (entry: ChatListItem) => ChatListItem | null,
): ChatsCache {
  let delta = 0;
  const pages = data.pages.map((p) => ({
    ...p,
    chats: p.chats.flatMap((c) => {
      const next = change(c);
      delta += (next?.num_unread_messages ?? 0) - c.num_unread_messages;
      return next ? [next] : [];
    }),
  }));
  return withTotal({ ...data, pages }, delta);
}

export function removeChats(qc: QueryClient, conversations: number[]): void {
  qc.setQueryData<ChatsCache>(chatKeys.list(), (old) =>
    old ? mapChatEntries(old, (c) => (conversations.includes(c.conversation.id) ? null : c)) : old,
  );
}

export function setUnread(qc: QueryClient, conversation: number, unread: number): void {
  qc.setQueryData<ChatsCache>(chatKeys.list(), (old) =>
    old
      ? mapChatEntries(old, (c) =>
          c.conversation.id === conversation ? { ...c, num_unread_messages: unread } : c,
        )
      : old,
  );
}
