// @vitest-environment happy-dom

import type { MessagesResponse } from '@common/api/chat';
import { openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { connection, reportReachable } from '@web/lib/connection';
import { readOutbox, writeOutbox } from '@web/lib/outbox';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesQueryOptions } from '../api/get-messages';
import { chatKeys } from '../keys';
import { useOutboxFlush } from './use-outbox-flush';
import { useSendQueue } from './use-send-queue';

let t: TestApp;
let a: TestMember;
let conv: number;

beforeAll(async () => {
  t = await startLiveServer();
  a = await createMember(t.app, t.tdb.db);
  const b = await createMember(t.app, t.tdb.db);
  conv = await openChat(t.app, t.tdb.db, a, b.profileId);
  actAsMember(a.cookie);
});
afterAll(async () => {
  await t?.close();
});

async function openPage({ offline = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchInfiniteQuery(messagesQueryOptions(conv));
  // The page opens without a connection (its history came from the worker's cache).
  if (offline) reportReachable(false);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

async function renderQueue({ offline = false } = {}) {
  const { queryClient, wrapper } = await openPage({ offline });
  const hook = renderHook(() => useSendQueue({ conversation: conv }), { wrapper });
  const cached = () =>
    queryClient.getQueryData<InfiniteData<MessagesResponse, number>>(chatKeys.messages(conv))?.pages[0];
  return { ...hook, cached, wrapper };
}

async function setBalance(credits: number): Promise<void> {
  await t.tdb.db.$client.query('update users set credit_balance = $2 where id = $1', [a.userId, credits]);
}

async function storedCopies(text: string): Promise<number> {
  const res = await t.tdb.db.$client.query('select 1 from messages where text = $1', [text]);
  return res.rowCount ?? 0;
}

describe('useSendQueue', () => {
  it('shows a message as sending, then moves the accepted one into the history with the new balance', async () => {
    await setBalance(10);
    const { result, cached } = await renderQueue();
    act(() => result.current.send('Hello from the queue'));
    expect(result.current.pending).toMatchObject([{ text: 'Hello from the queue', status: 'sending' }]);
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(cached()?.messages.at(-1)?.text).toBe('Hello from the queue');
    expect(cached()?.credits.balance).toBe(9);
  });

  it('keeps a refused message as failed with the reason, and a retry sends it once', async () => {
    await setBalance(0);
    const { result, cached } = await renderQueue();
    act(() => result.current.send('Sent after a top-up'));
    await waitFor(() => expect(result.current.pending[0]?.status).toBe('failed'));
    expect(result.current.pending[0]?.error).toBe('insufficient_credits');
    expect(await storedCopies('Sent after a top-up')).toBe(0);

    await setBalance(5);
    const clientId = result.current.pending[0]?.clientId ?? '';
    act(() => result.current.retry(clientId));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    act(() => result.current.retry(clientId));
    expect(result.current.pending).toEqual([]);
    expect(cached()?.messages.filter((m) => m.text === 'Sent after a top-up')).toHaveLength(1);
    expect(await storedCopies('Sent after a top-up')).toBe(1);
  });

  it('drops a failed message the member discards', async () => {
    await setBalance(0);
    const { result } = await renderQueue();
    act(() => result.current.send('Never mind'));
    await waitFor(() => expect(result.current.pending[0]?.status).toBe('failed'));
    act(() => result.current.discard(result.current.pending[0]?.clientId ?? ''));
    expect(result.current.pending).toEqual([]);
  });

  it('keeps a message written offline waiting across a reload and sends it once when the connection returns', async () => {
    await setBalance(10);
    const text = 'Written on the train';
    // What a reload finds: the message the page could not send, kept on the device.
    writeOutbox({ conversation: conv }, [{ clientId: `train${Date.now()}`, text, error: 'network' }]);
    const first = await renderQueue({ offline: true });
    // The same conversation open twice (two components, as with two pages) must not send twice.
    const second = renderHook(() => useSendQueue({ conversation: conv }), { wrapper: first.wrapper });
    expect(first.result.current.pending).toMatchObject([{ text, status: 'waiting' }]);
    expect(await storedCopies(text)).toBe(0);

    act(() => reportReachable(true));
    await waitFor(() => expect(first.result.current.pending).toEqual([]));
    await waitFor(() => expect(second.result.current.pending).toEqual([]));
    expect(first.cached()?.messages.filter((m) => m.text === text)).toHaveLength(1);
    expect(await storedCopies(text)).toBe(1);
    expect(readOutbox({ conversation: conv })).toEqual([]);
    expect(connection.get().online).toBe(true);
  });

  it('sends what waits in a conversation that is not open once the connection returns', async () => {
    await setBalance(10);
    const text = 'Written before leaving the chat';
    writeOutbox({ conversation: conv }, [{ clientId: `left${Date.now()}`, text, error: 'network' }]);
    const { wrapper } = await openPage({ offline: true });
    // Only the app-wide flusher is mounted, as on any other page of the app.
    renderHook(() => useOutboxFlush(), { wrapper });
    await new Promise((r) => setTimeout(r, 200));
    expect(await storedCopies(text)).toBe(0);

    act(() => reportReachable(true));
    await waitFor(() => expect(readOutbox({ conversation: conv })).toEqual([]));
    expect(await storedCopies(text)).toBe(1);
  });
});
