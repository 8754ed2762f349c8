import type { ChatListItem, ChatsResponse } from '@common/api/chat';
import { describe, expect, it } from 'vitest';
import { mapChatEntries, patchChatEntry } from './chat-cache';
import { type ChatsCache, chatEntries, unreadTotal } from './chat-list-pages';

const entry = (id: number, unread = 0): ChatListItem => ({
  conversation: { id },
  profile: { id: 100 + id } as ChatListItem['profile'],
  num_unread_messages: unread,
  msg: null,
});
const page = (chats: ChatListItem[], next: string | null, unread_total: number): ChatsResponse => ({
  chats,
  next,
  unread_total,
});
// Two loaded pages; 9 unread over all conversations, 3 of them in ones not loaded.
const cache = (): ChatsCache => ({
  pages: [page([entry(1, 2), entry(2)], '10.2', 9), page([entry(3, 4), entry(4)], '5.4', 9)],
  pageParams: ['', '10.2'],
});
const ids = (data: ChatsCache) => chatEntries(data).map((c) => c.conversation.id);

describe('the chat list cache', () => {
  it('moves an entry with new activity from a lower page to the top of the newest page', () => {
    const next = patchChatEntry(cache(), entry(3, 5));
    expect(ids(next)).toEqual([3, 1, 2, 4]);
    expect(next.pages[1]?.chats.map((c) => c.conversation.id)).toEqual([4]);
    expect(unreadTotal(next)).toBe(10);
    expect(next.pageParams).toEqual(['', '10.2']);
  });

  it('adds an entry the loaded pages did not hold, with its unread messages', () => {
    const next = patchChatEntry(cache(), entry(7, 1));
    expect(ids(next)).toEqual([7, 1, 2, 3, 4]);
    expect(unreadTotal(next)).toBe(10);
  });

  it('drops and reads entries on any page, keeping the total', () => {
    const dropped = mapChatEntries(cache(), (c) => (c.conversation.id === 3 ? null : c));
    expect(ids(dropped)).toEqual([1, 2, 4]);
    expect(unreadTotal(dropped)).toBe(5);
    const read = mapChatEntries(cache(), (c) => ({ ...c, num_unread_messages: 0 }));
    expect(unreadTotal(read)).toBe(3);
  });
});
