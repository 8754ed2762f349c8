import type { ChatsResponse } from '@common/api/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { chatsQueryOptions } from './get-chats';

/** Opening a conversation sets its unread count to zero. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => call(chatApi.markMessagesRead, { body: { conversation } }),
    onMutate: (conversation) => {
      queryClient.setQueryData<ChatsResponse>(chatsQueryOptions.queryKey, (old) =>
        old
          ? {
              chats: old.chats.map((c) =>
                c.conversation.id === conversation ? { ...c, num_unread_messages: 0 } : c,
              ),
            }
          : old,
      );
    },
  });
}
