import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as chatApi from '@web/lib/endpoints/chat';
import { useTranslation } from 'react-i18next';
import { removeChats } from '../chat-cache';
import { chatsQueryOptions } from './get-chats';

/** Deletes one conversation from the member's list. */
export function deleteChat(conversation: number): Promise<{ ok: true }> {
  return call(chatApi.deleteChat, { body: { conversation } });
}

/**
 * Spec §4/§8: the chat leaves the list at once, then the server is called, then the list is
 * reloaded either way; a failure is logged and shown in an alert. `conversations` holds one id,
 * or every conversation with a profile ("delete all chats with a profile").
 */
export function useDeleteChats() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (conversations: number[]) => {
      for (const id of conversations) await deleteChat(id);
    },
    onMutate: async (conversations) => {
      await queryClient.cancelQueries({ queryKey: chatsQueryOptions.queryKey });
      removeChats(queryClient, conversations);
    },
    // Here, not in mutate(): the row that started the delete is already gone from the list.
    onError: (err) => {
      console.error('Deleting the chat failed', err);
      window.alert(t('chat.list.deleteFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryOptions.queryKey }),
  });
}
