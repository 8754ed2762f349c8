import type { ChatsResponse } from '@common/api/chat';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { chatKeys } from '../keys';

/** GET /api/chats.php. A 403 makes the session re-fetch the user (see use-session-polling). */
export const chatsQueryOptions = queryOptions({
  queryKey: chatKeys.list(),
  queryFn: () => api<ChatsResponse>('GET', '/api/chats.php'),
});
