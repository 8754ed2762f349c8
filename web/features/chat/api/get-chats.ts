import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { chatKeys } from '../keys';

/**
 * The member's conversations, in pages by cursor (shape: chat-cache.ts). A 403 makes the session
 * re-fetch the user (see use-session-polling). Fresh for 5 s, as the user: the answer asked for
 * with the page's code (first-load.ts) is the page's, not asked again on its first render; the
 * member's events change or invalidate it at once.
 */
export const chatsQueryOptions = infiniteQueryOptions({
  queryKey: chatKeys.list(),
  queryFn: ({ pageParam }) => call(chatApi.getChats, { query: { before: pageParam || undefined } }),
  initialPageParam: '',
  getNextPageParam: (last) => last.next ?? undefined,
  staleTime: 5_000,
});
