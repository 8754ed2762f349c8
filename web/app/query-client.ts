import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not change by asking again; network and 5xx errors may.
      retry: (count, err) => !(err instanceof ApiRequestError && err.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});
