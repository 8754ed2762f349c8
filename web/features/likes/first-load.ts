import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@web/lib/session/user';
import { likesQueryOptions } from './api/get-likes';

/**
 * Asks for /likes' answer while its code loads, once the member is known, as /profile does
 * (decision 023zb): the page's first render shows the likes, in its transition, instead of a
 * skeleton and then a synchronous render when they arrive. Same query as the page's.
 */
export async function prefetchLikesPage(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (user) await queryClient.prefetchQuery(likesQueryOptions);
}
