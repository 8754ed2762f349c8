import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { setUnread } from '../chat-cache';

/** Opening a conversation sets its unread count to zero. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => call(chatApi.markMessagesRead, { body: { conversation } }),
    onMutate: (conversation) => setUnread(queryClient, conversation, 0),
  });
}
