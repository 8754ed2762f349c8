import type { LikesResponse } from '@common/api/likes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { likesKeys } from '../keys';

/** GET /api/likes.php. A 403 makes the session re-fetch the user (see use-session-polling). */
export const likesQueryOptions = queryOptions({
  queryKey: likesKeys.all(),
  queryFn: () => api<LikesResponse>('GET', '/api/likes.php'),
});
