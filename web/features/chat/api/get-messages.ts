import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { chatKeys } from '../keys';

/** A conversation's history in pages of history, loaded backwards. */
export function messagesQueryOptions(conversation: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversation),
    queryFn: ({ pageParam }) =>
      call(chatApi.getMessages, { query: { conversation, before: pageParam || undefined } }),
    initialPageParam: 0,
    // Pages run newest first: the "next" page is the older history above.
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useMessages(conversation: number) {
  return useInfiniteQuery({ ...messagesQueryOptions(conversation), enabled: conversation > 0 });
}
