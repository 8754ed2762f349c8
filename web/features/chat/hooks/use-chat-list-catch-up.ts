import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatsQueryOptions } from '../api/get-chats';
import { findChatEntry } from '../chat-list-pages';
import { chatKeys } from '../keys';

/**
 * The catch-up path for a live event that never came (no event stream, or a server process that
 * stopped between a message's commit and its notify, decision 019a): the chat list is polled
 * (spec §9) and names each conversation's last message; when it is newer than the newest one
 * shown, the conversation refetches. Observes the polled list without fetching it itself.
 */
export function useChatListCatchUp(conversation: number, newestShownId: number): void {
  const queryClient = useQueryClient();
  const { data: chats } = useInfiniteQuery({ ...chatsQueryOptions, enabled: false });
  const listedLast = findChatEntry(chats, conversation)?.msg?.id ?? 0;
  useEffect(() => {
    if (conversation > 0 && listedLast > newestShownId) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation) });
    }
  }, [conversation, listedLast, newestShownId, queryClient]);
}
