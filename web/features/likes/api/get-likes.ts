import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as likesApi from '@web/lib/endpoints/likes';
import { likesKeys } from '../keys';

/** GET /api/likes.php. A 403 makes the session re-fetch the user (see use-session-polling). */
export const likesQueryOptions = queryOptions({
  queryKey: likesKeys.all(),
  queryFn: () => call(likesApi.getLikes),
});
