import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { MessagesResponse, SendMessageResponse } from '../../../../common/api/chat';
import { ApiRequestError } from '../../../lib/api-client';
import { newClientId, sendMessage } from '../api/send-message';
import { chatKeys } from '../keys';

export type PendingMessage = {
  clientId: string;
  text: string;
  status: 'sending' | 'failed';
  /** The server's error code when it refused (e.g. insufficient_credits), 'network' when unreachable. */
  error?: string;
};

/**
 * Sending shows the message at once; when the server refuses, it stays marked failed with a
 * retry. A retry reuses the client id, so a send whose answer was lost is never charged twice.
 */
export function useSendQueue(conversation: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      setPending((p) =>
        p.map((m) => (m.clientId === clientId ? { ...m, status: 'sending', error: undefined } : m)),
      );
      try {
        const res = await sendMessage({ conversation, text, client_id: clientId });
        appendToCache(queryClient, conversation, res);
        setPending((p) => p.filter((m) => m.clientId !== clientId));
        void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      } catch (err) {
        const error = err instanceof ApiRequestError ? err.code : 'network';
        setPending((p) => p.map((m) => (m.clientId === clientId ? { ...m, status: 'failed', error } : m)));
      }
    },
    [conversation, queryClient],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      setPending((p) => [...p, { clientId, text, status: 'sending' }]);
      void deliver(clientId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const m = pending.find((x) => x.clientId === clientId);
      if (m) void deliver(clientId, m.text);
    },
    [pending, deliver],
  );

  const discard = useCallback((clientId: string) => {
    setPending((p) => p.filter((m) => m.clientId !== clientId));
  }, []);

  return { pending, send, retry, discard };
}

/** The accepted message joins the newest page at once, with the new balance. */
function appendToCache(queryClient: QueryClient, conversation: number, res: SendMessageResponse) {
  queryClient.setQueryData<InfiniteData<MessagesResponse, number>>(chatKeys.messages(conversation), (old) => {
    if (!old || old.pages.length === 0) return old;
    const [newest, ...rest] = old.pages;
    if (!newest) return old;
    const has = newest.messages.some((m) => m.id === res.message.id);
    return {
      ...old,
      pages: [
        {
          ...newest,
          credits: res.credits,
          messages: has ? newest.messages : [...newest.messages, res.message],
        },
        ...rest,
      ],
    };
  });
}
