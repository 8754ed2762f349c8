import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { chatKeys } from '../keys';

/**
 * The member's conversations, in pages by cursor (shape: chat-cache.ts). A 403 makes the session
 * re-fetch the user (see use-session-polling).
 */
export const chatsQueryOptions = infiniteQueryOptions({
  queryKey: chatKeys.list(),
  queryFn: ({ pageParam }) => call(chatApi.getChats, { query: { before: pageParam || undefined } }),
  initialPageParam: '',
  getNextPageParam: (last) => last.next ?? undefined,
});
