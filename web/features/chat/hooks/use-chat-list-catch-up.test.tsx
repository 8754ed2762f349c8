// @vitest-environment happy-dom

import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsQueryOptions } from '../api/get-chats';
import { useMessages } from '../api/get-messages';
import { useChatListCatchUp } from './use-chat-list-catch-up';

let t: TestApp;
let a: TestMember;
let b: TestMember;
let conv: number;

beforeAll(async () => {
  // The test app runs without a LISTEN connection: no event ever reaches the page, exactly as
  // when a process stops between a message's commit and its notify.
  t = await startLiveServer();
  a = await createMember(t.app, t.tdb.db);
  b = await createMember(t.app, t.tdb.db);
  conv = await openChat(t.app, t.tdb.db, a, b.profileId);
  actAsMember(a.cookie);
});
afterAll(async () => {
  await t?.close();
});

/** The open conversation as the page holds it: its messages, caught up from the chat list. */
function renderConversation(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const q = useMessages(conv);
      useChatListCatchUp(conv, q.data?.pages[0]?.messages.at(-1)?.id ?? 0);
      // null until the first page has loaded.
      return q.data?.pages[0]?.messages.map((m) => m.text) ?? null;
    },
    { wrapper },
  );
}

describe('useChatListCatchUp', () => {
  it('shows a message whose live event was missed once the chat list is polled', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderConversation(queryClient);
    await waitFor(() => expect(result.current).toEqual([]));

    const sent = await call(t.app, b, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'Sent while the stream was deaf',
      client_id: clientId(),
    });
    expect(sent.statusCode).toBe(200);
    // No event arrives: the conversation still shows nothing.
    await new Promise((r) => setTimeout(r, 200));
    expect(result.current).toEqual([]);

    // The chat list poll of spec §9 names the newer last message; the conversation refetches.
    await queryClient.fetchInfiniteQuery(chatsQueryOptions);
    await waitFor(() => expect(result.current).toEqual(['Sent while the stream was deaf']));
  });

  it('does not refetch when the list names nothing newer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderConversation(queryClient);
    await waitFor(() => expect(result.current).toEqual(['Sent while the stream was deaf']));
    let fetches = 0;
    queryClient.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'fetch' && e.query.queryKey[0] === 'messages')
        fetches += 1;
    });
    await queryClient.fetchInfiniteQuery(chatsQueryOptions);
    await new Promise((r) => setTimeout(r, 200));
    expect(fetches).toBe(0);
  });
});
