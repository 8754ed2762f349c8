import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { leaveIfBanned } from '@web/lib/session/user';

export const queryClient = new QueryClient({
  // Whichever member call first meets a ban (account_banned) takes the page to /pages/ban.
  queryCache: new QueryCache({ onError: leaveIfBanned }),
  mutationCache: new MutationCache({ onError: leaveIfBanned }),
  defaultOptions: {
    queries: {
      // Client errors will not change by asking again; network and 5xx errors may.
      retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});
