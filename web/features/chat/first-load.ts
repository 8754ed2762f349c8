import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@web/lib/session/user';
import { chatsQueryOptions } from './api/get-chats';

/**
 * Asks for /chats' first page of conversations while its code loads, once the member is known, as
 * /profile does (decision 023zb): the page's first render shows them, in its transition, instead
 * of a skeleton and then a synchronous render when they arrive. Same query as the page's.
 */
export async function prefetchChatsPage(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (user) await queryClient.prefetchInfiniteQuery(chatsQueryOptions);
}
