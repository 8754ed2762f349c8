import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as likesApi from '@web/lib/endpoints/likes';
import { likesKeys } from '../keys';

/**
 * GET /api/likes.php. A 403 makes the session re-fetch the user (see use-session-polling). Fresh
 * for 5 s, as the user: the answer asked for with the page's code (first-load.ts) is the page's,
 * not asked again on its first render; a like or an event marks it stale at once (024e).
 */
export const likesQueryOptions = queryOptions({
  queryKey: likesKeys.all(),
  queryFn: () => call(likesApi.getLikes),
  staleTime: 5_000,
});
