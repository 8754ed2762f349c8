import type { User } from '@common/api/user';
import { POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@common/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as userApi from '@web/lib/endpoints/user';
import { ApiRequestError } from '../api-client';
import { call } from '../call';
import { useStore } from '../external-store';
import { claimOutbox } from '../outbox';
import { noteEventsAfter } from './events-start';
import { isPushSubscribed, pushState } from './push-state';

export const userQueryKey = ['user'] as const;

/** GET /api/user.php. A 403 means the session ended: the user is cleared (spec §8). */
export async function getUser(): Promise<User | null> {
  try {
    const res = await call(userApi.getUser);
    // Before any page sends what waits in the outbox: only its own member's messages.
    if (res.user) claimOutbox(res.user.profile.id);
    noteEventsAfter(res.events_after);
    return res.user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 403) {
      leaveIfBanned(err);
      return null;
    }
    throw err;
  }
}

/**
 * A ban ends the session for good; the member learns why on /pages/ban (spec §2). Any member
 * call answers account_banned then, so the first one to meet it leaves (a full load: nothing of
 * the logged-in app may linger, and the login redirect must not win the race).
 */
export function leaveIfBanned(err: unknown): boolean {
  if (!(err instanceof ApiRequestError) || err.code !== 'account_banned') return false;
  if (window.location.pathname !== '/pages/ban') {
    leavingForBan = true;
    window.location.assign('/pages/ban');
  }
  return true;
}

let leavingForBan = false;

/** True once the page is on its way to /pages/ban: the login redirect must not overtake it. */
export const isLeavingForBan = () => leavingForBan;

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser, staleTime: 5_000 });

/**
 * The current user. Polling it is the session's (`usePolledUser`, in the root shell): one timer,
 * not one per reader (21 readers each set and cleared an interval on every render, decision 023r).
 */
export function useUser() {
  return useQuery(userQueryOptions);
}

/** The current user, polled every 60 s (300 s when push is subscribed) while logged in. */
export function usePolledUser() {
  const interval = useStore(pushState, isPushSubscribed) ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
  return useQuery({
    ...userQueryOptions,
    refetchInterval: (q) => (q.state.data ? interval : false),
  });
}
