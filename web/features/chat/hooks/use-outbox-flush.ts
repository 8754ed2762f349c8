import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { connection } from '@web/lib/connection';
import { useStore } from '@web/lib/external-store';
import { NETWORK, type OutboxTarget, outboxTargets, readOutbox, writeOutbox } from '@web/lib/outbox';
import { useEffect } from 'react';
import { chatKeys } from '../keys';
import { sendOnce } from './send-once';

/**
 * Sends what waits for a connection in every conversation, also those not open, when the
 * connection returns (only members' pages run it) (decision 019c). An open conversation sends its own
 * too; both go through `sendOnce` with the message's client id, so each is sent once.
 */
export function useOutboxFlush(): void {
  const { online } = useStore(connection);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online) return;
    void flushOutbox().then((sent) => {
      if (sent.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      for (const c of sent) void queryClient.invalidateQueries({ queryKey: chatKeys.messages(c) });
    });
  }, [online, queryClient]);
}

/** Sends the waiting messages one by one; returns the conversations that got one. */
async function flushOutbox(): Promise<number[]> {
  const sent = new Set<number>();
  for (const target of outboxTargets()) {
    for (const item of readOutbox(target)) {
      if (item.error !== NETWORK) continue;
      try {
        const res = await sendOnce({ ...target, text: item.text, client_id: item.clientId });
        sent.add(res.conversation.id);
        update(target, item.clientId, null);
      } catch (err) {
        // Still no connection: the rest waits for the next time it returns.
        if (!(err instanceof ApiRequestError)) return [...sent];
        update(target, item.clientId, err.code);
      }
    }
  }
  return [...sent];
}

/** Drops a sent message from its target's outbox, or records why the server refused it. */
function update(target: OutboxTarget, clientId: string, error: string | null): void {
  const items = readOutbox(target);
  writeOutbox(
    target,
    error === null
      ? items.filter((i) => i.clientId !== clientId)
      : items.map((i) => (i.clientId === clientId ? { ...i, error } : i)),
  );
}
