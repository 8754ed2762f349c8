import type { ChatListItem, Message, MessagesResponse, SendMessageResponse } from '@common/api/chat';
import type { MemberEvent } from '@common/api/events';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type ChatsCache, findChatEntry } from './chat-list-pages';
import { chatKeys } from './keys';

/**
 * The shape of chat data in the query cache, and every write to it, so the shape is known in one
 * file. Both are pages by cursor (issue 26, decision 026c): the list's pages run newest activity
 * first (page param: the `before` cursor, '' for the newest page); a history's pages run newest
 * first, each page's messages oldest first (page param: the `before` message id, 0 for the newest
 * page). Live updates only ever touch the newest page; the pages below stay as loaded until the
 * query refetches. Events carry what changed (decision 026a): the list and an open conversation
 * update from them without a refetch; what an event cannot say (a conversation the list does not
 * hold yet) is refetched. The list's shape and its readers are in chat-list-pages.ts: the app
 * shell's unread badge needs those, not these writes, on every page.
 */
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

type History = InfiniteData<MessagesResponse, number>;

/**
 * The message joins the newest page of the history when it is not there yet (by id); `credits`,
 * the balance one's own message left, counts only from one's newest message (an answer or an
 * event of an older one may arrive later).
 */
export function addMessage(
  qc: QueryClient,
  conversation: number,
  message: Message,
  credits?: MessagesResponse['credits'],
): void {
  qc.setQueryData<History>(chatKeys.messages(conversation), (old) => {
    const [newest, ...rest] = old?.pages ?? [];
    if (!old || !newest) return old;
    const has = newest.messages.some((m) => m.id === message.id);
    const messages = has ? newest.messages : [...newest.messages, message].sort((x, y) => x.id - y.id);
    const newestMine = messages.reduce((n, m) => (m.mine ? Math.max(n, m.id) : n), 0);
    const balance = credits && message.id >= newestMine ? { credits } : {};
    if (has && !('credits' in balance)) return old;
    return { ...old, pages: [{ ...newest, messages, ...balance }, ...rest] };
  });
}

/** The other member read my messages up to `upTo` (a premium member's read receipt). */
export function setReadUpTo(qc: QueryClient, conversation: number, upTo: number): void {
  qc.setQueryData<History>(chatKeys.messages(conversation), (old) => {
    const [newest, ...rest] = old?.pages ?? [];
    if (!old || !newest || (newest.read_up_to ?? 0) >= upTo) return old;
    return { ...old, pages: [{ ...newest, read_up_to: upTo }, ...rest] };
  });
}

/**
 * The list's entry of the conversation gets the message as its last one and moves to the top;
 * a newer message of the other member counts as unread unless the member is reading it (`seen`).
 * Answers false when the list does not hold the conversation (a new one: refetch the list).
 */
export function listMessage(qc: QueryClient, conversation: number, message: Message, seen: boolean): boolean {
  const list = qc.getQueryData<ChatsCache>(chatKeys.list());
  if (!list) return true;
  const entry = findChatEntry(list, conversation);
  if (!entry) return false;
  if ((entry.msg?.id ?? 0) >= message.id) return true;
  const { id, text, mine, created_at } = message;
  const unread = mine || seen ? entry.num_unread_messages : entry.num_unread_messages + 1;
  const moved = { ...entry, msg: { id, text, mine, created_at }, num_unread_messages: unread };
  qc.setQueryData<ChatsCache>(chatKeys.list(), patchChatEntry(list, moved));
  return true;
}

/** One's own accepted message: in the history with the new balance, and in the list. */
export function addSent(qc: QueryClient, res: SendMessageResponse): void {
  addMessage(qc, res.conversation.id, res.message, res.credits);
  if (!listMessage(qc, res.conversation.id, res.message, true)) {
    void qc.invalidateQueries({ queryKey: chatKeys.list() });
  }
}

/** A conversation shown in a visible tab: its new messages are being read, not unread. */
function inView(qc: QueryClient, conversation: number): boolean {
  const shown = qc.getQueryCache().find({ queryKey: chatKeys.messages(conversation), exact: true });
  return (shown?.getObserversCount() ?? 0) > 0 && document.visibilityState === 'visible';
}

/** Everything chat is refetched (a stream that missed more than the server's log keeps). */
export function refetchChats(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: chatKeys.list() });
  void qc.invalidateQueries({ queryKey: chatKeys.allMessages() });
}

/** Applies a chat event of the member's stream to the cache (the app's event stream calls it). */
export function applyChatEvent(qc: QueryClient, event: MemberEvent): void {
  switch (event.type) {
    case 'message': {
      addMessage(qc, event.conversation, event.message, event.credits);
      if (!listMessage(qc, event.conversation, event.message, inView(qc, event.conversation))) {
        void qc.invalidateQueries({ queryKey: chatKeys.list() });
      }
      return;
    }
    case 'read':
      setReadUpTo(qc, event.conversation, event.read_up_to);
      return;
    case 'unread':
      setUnread(qc, event.conversation, event.unread);
      return;
    case 'chat_deleted':
      removeChats(qc, [event.conversation]);
      return;
    case 'stale':
      void qc.invalidateQueries({ queryKey: chatKeys.list() });
      void qc.invalidateQueries({ queryKey: chatKeys.messages(event.conversation) });
      return;
    default:
      return;
  }
}
