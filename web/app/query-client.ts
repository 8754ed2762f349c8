import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { createCoalescedTimers } from '@web/lib/coalesced-timers';
import { leaveIfBanned } from '@web/lib/session/user';
import { invalidateChanges } from './query-changes';

// Before any query exists: timers of two providers cannot clear each other's.
timeoutManager.setTimeoutProvider(createCoalescedTimers());

export const queryClient = new QueryClient({
  // Whichever member call first meets a ban (account_banned) takes the page to /pages/ban.
  // What a mutation or a fetch changed in other features' data (its meta) is invalidated here (024e).
  queryCache: new QueryCache({
    onError: leaveIfBanned,
    onSuccess: (data, query) => void invalidateChanges(queryClient, query.meta?.changesAfterFetch?.(data)),
  }),
  mutationCache: new MutationCache({
    onError: leaveIfBanned,
    onSuccess: (_data, _variables, _context, mutation) =>
      invalidateChanges(queryClient, mutation.meta?.changes),
  }),
  defaultOptions: {
    queries: {
      // Client errors will not change by asking again; network and 5xx errors may.
      retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});
