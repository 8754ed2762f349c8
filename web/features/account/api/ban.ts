import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as banApi from '@web/lib/endpoints/ban';
import { accountKeys } from '../keys';

/** GET /api/ban.php: the reason for this browser's banned account, and where to object. */
export const banQueryOptions = queryOptions({
  queryKey: accountKeys.ban,
  queryFn: () => call(banApi.getBan),
});

export function useBan() {
  return useQuery(banQueryOptions);
}
