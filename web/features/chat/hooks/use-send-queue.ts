import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { connection } from '@web/lib/connection';
import { useStore } from '@web/lib/external-store';
import { moveOutbox, NETWORK, type OutboxTarget, outboxKey, readOutbox, writeOutbox } from '@web/lib/outbox';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newClientId } from '../api/send-message';
import { addSent } from '../chat-cache';
import { sendOnce } from './send-once';

export type PendingMessage = {
  clientId: string;
  text: string;
  /** waiting: not sent for lack of a connection; it goes by itself when the connection returns. */
  status: 'sending' | 'failed' | 'waiting';
  /** The server's error code when it refused (e.g. insufficient_credits), 'network' when unreachable. */
  error?: string;
};

type State = { key: string; items: PendingMessage[] };

function load(target: OutboxTarget): State {
  const items = readOutbox(target).map(
    (i): PendingMessage => ({ ...i, status: i.error === NETWORK ? 'waiting' : 'failed' }),
  );
  return { key: outboxKey(target), items };
}

/**
 * Sending shows the message at once; when the server refuses, it stays marked failed with a
 * retry. A retry reuses the client id, so a send whose answer was lost is never charged twice.
 * What is not accepted yet is kept in the outbox (web/lib/outbox.ts), so it survives a trip to
 * buy credits or a reload. One that did not reach the server waits for the connection and goes
 * by itself when it returns (decision 019c). A target naming a profile starts the conversation with its first
 * message and then calls `onStarted` with the new conversation's id.
 */
export function useSendQueue(target: OutboxTarget, onStarted?: (conversation: number) => void) {
  const queryClient = useQueryClient();
  const key = outboxKey(target);
  const [state, setState] = useState<State>(() => load(target));
  // Another conversation in the same component: show its own outbox, not the previous one's.
  const current = state.key === key ? state : load(target);
  if (current !== state) setState(current);
  const pending = current.items;
  const targetRef = useRef(target);
  targetRef.current = target;

  const setPending = useCallback(
    (update: (p: PendingMessage[]) => PendingMessage[]) =>
      setState((s) => (s.key === outboxKey(targetRef.current) ? { ...s, items: update(s.items) } : s)),
    [],
  );

  useEffect(() => {
    if (state.key !== key) return;
    // A message still sending when the page goes away comes back waiting and is resent (same client id).
    writeOutbox(
      targetRef.current,
      state.items.map((m) => ({ clientId: m.clientId, text: m.text, error: m.error ?? NETWORK })),
    );
  }, [state, key]);

  const deliver = useCallback(
    async (clientId: string, text: string) => {
      const to = targetRef.current;
      setPending((p) =>
        p.map((m) => (m.clientId === clientId ? { ...m, status: 'sending', error: undefined } : m)),
      );
      try {
        const res = await sendOnce({ ...to, text, client_id: clientId });
        addSent(queryClient, res);
        setPending((p) => p.filter((m) => m.clientId !== clientId));
        if ('profile' in to) {
          writeOutbox(
            to,
            readOutbox(to).filter((m) => m.clientId !== clientId),
          );
          moveOutbox(to, { conversation: res.conversation.id });
          onStarted?.(res.conversation.id);
        }
      } catch (err) {
        const error = err instanceof ApiRequestError ? err.code : NETWORK;
        const status = error === NETWORK ? 'waiting' : 'failed';
        setPending((p) => p.map((m) => (m.clientId === clientId ? { ...m, status, error } : m)));
      }
    },
    [queryClient, setPending, onStarted],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      setPending((p) => [...p, { clientId, text, status: 'sending' }]);
      void deliver(clientId, text);
    },
    [deliver, setPending],
  );

  // What waits for a connection goes when the page opens online and whenever the connection
  // returns; the same client id makes a send whose answer was lost count once (server side).
  const { online } = useStore(connection);
  const latest = useRef({ pending, deliver });
  latest.current = { pending, deliver };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per conversation (key) and when the connection returns, not on every change of the list.
  useEffect(() => {
    if (!online) return;
    for (const m of latest.current.pending) {
      if (m.status === 'waiting') void latest.current.deliver(m.clientId, m.text);
    }
  }, [online, key]);

  const retry = useCallback(
    (clientId: string) => {
      const m = pending.find((x) => x.clientId === clientId);
      if (m) void deliver(clientId, m.text);
    },
    [pending, deliver],
  );

  const discard = useCallback(
    (clientId: string) => setPending((p) => p.filter((m) => m.clientId !== clientId)),
    [setPending],
  );

  return { pending, send, retry, discard };
}
