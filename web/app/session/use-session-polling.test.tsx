// @vitest-environment happy-dom

import { POLL_INTERVAL_MS } from '@common/limits';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { chatKeys } from '@web/features/chat';
import { sessionFlags } from '@web/lib/session/session-flags';
import { userQueryKey, useUser } from '@web/lib/session/user';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSessionPolling } from './use-session-polling';

let t: TestApp;
let a: TestMember;
let b: TestMember;

beforeAll(async () => {
  t = await startLiveServer();
  a = await createMember(t.app, t.tdb.db);
  b = await createMember(t.app, t.tdb.db);
  // b writes to a and likes a: one unread message and one new like for a.
  const conv = await openChat(t.app, t.tdb.db, b, a.profileId);
  const sent = await call(t.app, b, 'POST', '/api/messages.php', {
    conversation: conv,
    text: 'Hi there',
    client_id: clientId(),
  });
  expect(sent.statusCode).toBe(200);
  expect((await call(t.app, b, 'POST', '/api/likes.php', { profile: a.profileId })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

function renderPolling() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useSessionPolling(), { wrapper }) };
}

describe('useSessionPolling', () => {
  it('polls nothing for a visitor', async () => {
    const { queryClient, result, unmount } = renderPolling();
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    await new Promise((r) => setTimeout(r, 1_200));
    expect(sessionFlags.get().pollChatsAndLikes).toBe(false);
    expect(queryClient.getQueryData(chatKeys.list())).toBeUndefined();
    expect(result.current).toEqual({ unreadMessages: 0, newLikes: 0, countsKnown: false });
    unmount();
  });

  it('starts chats and likes a moment after login and counts unread messages and new likes', async () => {
    actAsMember(a.cookie);
    const { result, unmount } = renderPolling();
    await waitFor(() => expect(sessionFlags.get().pollChatsAndLikes).toBe(true), { timeout: 5_000 });
    await waitFor(
      () => expect(result.current).toEqual({ unreadMessages: 1, newLikes: 1, countsKnown: true }),
      {
        timeout: 5_000,
      },
    );
    unmount();
  });

  it('refreshes the user at the first idle moment after it is known, not while the page renders (decision 023zc)', async () => {
    actAsMember(a.cookie);
    // The main thread's idle moments, held back until the test lets one happen.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    const { queryClient, unmount } = renderPolling();
    // In a finally: a failed check must not leave the stub (or the hook) to the tests after it.
    try {
      const fetches = () => queryClient.getQueryState(userQueryKey)?.dataUpdateCount ?? 0;
      await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeTruthy(), { timeout: 5_000 });
      // Busy: rendering the page. The user was fetched once; the refresh waits.
      await new Promise((r) => setTimeout(r, 200));
      expect(fetches()).toBe(1);
      expect(idle).toHaveLength(1);
      // Idle: the refresh goes out at once.
      idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
      await waitFor(() => expect(fetches()).toBe(2), { timeout: 5_000 });
    } finally {
      vi.unstubAllGlobals();
      unmount();
    }
  });

  it('polls the user with one timer, however many components read the user (decision 023r)', async () => {
    actAsMember(a.cookie);
    // The intervals of the poll's period that are running: set and not cleared. Counted where
    // React Query sets them, whichever timers carry them (decision 023y).
    const running = new Set<unknown>();
    const set = vi.spyOn(timeoutManager, 'setInterval');
    const clear = vi.spyOn(timeoutManager, 'clearInterval');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(
      () => {
        useSessionPolling();
        // The header, the account menu, the page…: readers of the user.
        useUser();
        useUser();
        useUser();
        useUser();
      },
      { wrapper },
    );
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeTruthy(), { timeout: 5_000 });
    // Before chats and likes start polling (a second after the user is known).
    await new Promise((r) => setTimeout(r, 100));
    set.mock.calls.forEach(([, ms], i) => {
      if (ms === POLL_INTERVAL_MS) running.add(set.mock.results[i]?.value);
    });
    for (const [id] of clear.mock.calls) running.delete(id);
    set.mockRestore();
    clear.mockRestore();
    unmount();
    expect(running.size).toBe(1);
  });

  it('clears the user and stops polling when a poll finds the session gone', async () => {
    actAsMember(a.cookie);
    const { queryClient, result, unmount } = renderPolling();
    await waitFor(() => expect(result.current.unreadMessages).toBe(1), { timeout: 5_000 });
    // The session ends elsewhere (another tab logs out); the next chats poll answers 403.
    expect((await call(t.app, a, 'GET', '/api/logout.php')).statusCode).toBe(200);
    await queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull(), { timeout: 5_000 });
    await waitFor(() => expect(sessionFlags.get().pollChatsAndLikes).toBe(false));
    unmount();
  });
});
