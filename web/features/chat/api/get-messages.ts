import type { MessagesResponse } from '@common/api/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { chatKeys } from '../keys';

/** GET /api/messages.php?conversation=&before= : pages of history, loaded backwards. */
export function messagesQueryOptions(conversation: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversation),
    queryFn: ({ pageParam }) =>
      api<MessagesResponse>(
        'GET',
        `/api/messages.php?conversation=${conversation}${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    initialPageParam: 0,
    // Pages run newest first: the "next" page is the older history above.
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
  });
}

export function useMessages(conversation: number) {
  return useInfiniteQuery({ ...messagesQueryOptions(conversation), enabled: conversation > 0 });
}
