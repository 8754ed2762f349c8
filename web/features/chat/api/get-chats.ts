import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { chatKeys } from '../keys';

/** The member's conversations. A 403 makes the session re-fetch the user (see use-session-polling). */
export const chatsQueryOptions = queryOptions({
  queryKey: chatKeys.list(),
  queryFn: () => call(chatApi.getChats),
});
