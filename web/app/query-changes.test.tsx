// @vitest-environment happy-dom

import { call } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import type { TestApp } from '@server/test/test-app';
import { MutationObserver, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { chatKeys } from '@web/features/chat';
import { likesKeys, useLikeProfile } from '@web/features/likes';
import { memberKeys } from '@web/features/members';
import { useBlockMember } from '@web/features/members/api/block-member';
import { useMember } from '@web/features/members/api/get-member';
import { paymentKeys } from '@web/features/payments/keys';
import { searchKeys } from '@web/features/search';
import { actAsMember, startLiveServer } from '@web/test/live-server';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let admirer: TestMember;

beforeAll(async () => {
  t = await startLiveServer();
  me = await createMember(t.app, t.tdb.db);
  other = await createMember(t.app, t.tdb.db);
  admirer = await createMember(t.app, t.tdb.db);
  expect((await call(t.app, admirer, 'POST', '/api/likes.php', { profile: me.profileId })).statusCode).toBe(
    200,
  );
  // A free member sees who liked them once they like back (spec §4): then the page says so.
  expect((await call(t.app, me, 'POST', '/api/likes.php', { profile: admirer.profileId })).statusCode).toBe(
    200,
  );
  actAsMember(me.cookie);
});
afterAll(async () => {
  queryClient.clear();
  await t?.close();
});

/** Cached data of every area, fresh; each test then reads which of them its action made stale. */
const CACHED: Record<string, QueryKey> = {
  likes: likesKeys.all(),
  search: searchKeys.all(),
  member: memberKeys.one(999_999),
  chats: chatKeys.list(),
  payments: paymentKeys.transactions(),
};
beforeEach(() => {
  queryClient.clear();
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
});
const stale = () =>
  Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('cross-feature invalidation through the app query client (024e)', () => {
  it('invalidates exactly what a mutation names in meta.changes', async () => {
    const observer = new MutationObserver(queryClient, {
      mutationFn: async () => 'done',
      meta: { changes: ['search', 'chats'] },
    });
    await observer.mutate();
    expect(stale()).toEqual(['search', 'chats']);
  });

  it('refreshes likes, search and member pages after a like, and nothing else', async () => {
    const { result } = renderHook(() => useLikeProfile(), { wrapper });
    await result.current.mutateAsync({ profile: other.profileId, like: true });
    expect(stale()).toEqual(['likes', 'search', 'member']);
  });

  it('refreshes search, likes, member pages and chats after a block', async () => {
    const { result } = renderHook(() => useBlockMember(), { wrapper });
    await result.current.mutateAsync(other.profileId);
    expect(stale()).toEqual(['likes', 'search', 'member', 'chats']);
  });

  it('refreshes the likes when opening a member who liked me, not when opening another', async () => {
    const plain = await createMember(t.app, t.tdb.db);
    const opened = renderHook(() => useMember(plain.profileId), { wrapper });
    await waitFor(() => expect(opened.result.current.data?.profile.id).toBe(plain.profileId));
    expect(stale()).toEqual([]);
    const liker = renderHook(() => useMember(admirer.profileId), { wrapper });
    await waitFor(() => expect(liker.result.current.data?.profile.liked_by_profile).toBe(true));
    expect(stale()).toEqual(['likes']);
  });
});
