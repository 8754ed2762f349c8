import type { ChatsResponse } from '@common/api/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { chatsQueryOptions } from './get-chats';

/** POST /api/messages-read.php: opening a conversation sets its unread count to zero. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) =>
      api<{ ok: true }>('POST', '/api/messages-read.php', { conversation }),
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
