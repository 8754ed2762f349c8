import type { User, UserResponse } from '@common/api/user';
import { POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@common/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, api } from '../api-client';
import { useStore } from '../external-store';
import { claimOutbox } from '../outbox';
import { isPushSubscribed, pushState } from './push-state';

export const userQueryKey = ['user'] as const;

/** GET /api/user.php. A 403 means the session ended: the user is cleared (spec §8). */
export async function getUser(): Promise<User | null> {
  try {
    const res = await api<UserResponse>('GET', '/api/user.php');
    // Before any page sends what waits in the outbox: only its own member's messages.
    if (res.user) claimOutbox(res.user.profile.id);
    return res.user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 403) {
      // A ban ends the session for good; the member learns why on /pages/ban (spec §2).
      if (err.code === 'account_banned' && window.location.pathname !== '/pages/ban')
        window.location.assign('/pages/ban');
      return null;
    }
    throw err;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5_000 });

/** The current user, polled every 60 s (300 s when push is subscribed) while logged in. */
export function useUser() {
  const push = useStore(pushState);
  const interval = isPushSubscribed(push) ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
  return useQuery({
    ...userQueryOptions,
    refetchInterval: (q) => (q.state.data ? interval : false),
  });
}
