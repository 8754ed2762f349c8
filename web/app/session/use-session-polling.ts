import { CHATS_LIKES_POLL_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@common/limits';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatsQueryOptions, unreadTotal } from '@web/features/chat/embed';
import { likesQueryOptions } from '@web/features/likes';
import { whenStartIdle } from '@web/lib/after-page-settles';
import { ApiRequestError } from '@web/lib/api-client';
import { useStore } from '@web/lib/external-store';
import { isPushSubscribed, pushState } from '@web/lib/session/push-state';
import { sessionFlags } from '@web/lib/session/session-flags';
import { usePolledUser, userQueryKey } from '@web/lib/session/user';
import { useEffect } from 'react';

/**
 * Session behaviour of spec §4: once a user is known, the user refreshes at once and chats and
 * likes start polling 1 s later; logging out stops it all. A 403 on chats or likes re-fetches
 * the user (which clears it when the session really ended). The counts feed the app badge, which
 * the member session's chunk sets (`use-app-badge.ts`).
 */
export function useSessionPolling(): { unreadMessages: number; newLikes: number; countsKnown: boolean } {
  const queryClient = useQueryClient();
  const { data: user } = usePolledUser();
  const pollChatsAndLikes = useStore(sessionFlags, (f) => f.pollChatsAndLikes);
  const interval = useStore(pushState, isPushSubscribed) ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
  const loggedIn = Boolean(user);

  useEffect(() => {
    if (!loggedIn) {
      sessionFlags.set((s) => (s.pollChatsAndLikes ? { ...s, pollChatsAndLikes: false } : s));
      return;
    }
    // Not in the commit's effects with every query's subscription: that task is the start's
    // longest (decision 023y). At the first idle moment, once the page's renders are done: an
    // answer that lands while a transition renders makes React render it again in one task (023zc).
    let stopped = false;
    void whenStartIdle().then(() => {
      if (!stopped) void queryClient.invalidateQueries({ queryKey: userQueryKey });
    });
    const timer = window.setTimeout(
      () => sessionFlags.set((s) => ({ ...s, pollChatsAndLikes: true })),
      CHATS_LIKES_POLL_DELAY_MS,
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [loggedIn, queryClient]);

  const enabled = loggedIn && pollChatsAndLikes;
  const chats = useInfiniteQuery({
    ...chatsQueryOptions,
    enabled,
    refetchInterval: enabled ? interval : false,
  });
  const likes = useQuery({ ...likesQueryOptions, enabled, refetchInterval: enabled ? interval : false });

  useEffect(() => {
    const forbidden = [chats.error, likes.error].some(
      (e) => e instanceof ApiRequestError && e.status === 403,
    );
    if (forbidden) void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [chats.error, likes.error, queryClient]);

  const unreadMessages = unreadTotal(chats.data);
  const newLikes = likes.data?.liked_by.filter((l) => l.like_new).length ?? 0;
  // Both answers in: before that a badge would show a count that is about to change.
  const countsKnown = chats.data !== undefined && likes.data !== undefined;

  return { unreadMessages, newLikes, countsKnown };
}
