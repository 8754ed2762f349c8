import type { Message } from '@common/api/chat';
import { formatLocale } from '@web/lib/format-locale';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../hooks/use-send-queue';
import { formatDay } from './format-time';
import { MessageBubble, PendingBubble } from './message-bubble';

type Props = {
  messages: Message[];
  pending: PendingMessage[];
  readUpTo: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  empty: React.ReactNode;
};

/**
 * The scrolling history: it starts at the bottom, follows new messages while the reader is at
 * the bottom, and loads older pages when the top comes into view without making the view jump.
 */
export function MessageList(p: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prevHeight = useRef(0);
  const prevFirstId = useRef<number | undefined>(undefined);

  const firstId = p.messages[0]?.id;
  const lastKey = `${p.messages.at(-1)?.id ?? 0}:${p.pending.length}`;

  // Keep the reader's place when older messages are prepended; stick to the bottom otherwise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastKey changes when a message is added at the bottom, which must scroll.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prevFirstId.current !== undefined && firstId !== prevFirstId.current && !atBottom.current) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    prevHeight.current = el.scrollHeight;
    prevFirstId.current = firstId;
  }, [firstId, lastKey]);

  useEffect(() => {
    const el = topSentinel.current;
    const root = scroller.current;
    if (!el || !root || !p.hasOlder) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !p.loadingOlder) p.onLoadOlder();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [p.hasOlder, p.loadingOlder, p.onLoadOlder]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    prevHeight.current = el.scrollHeight;
  }

  // The read receipt goes under the newest of my messages the other member has read.
  const lastReadMine =
    p.readUpTo === null
      ? undefined
      : [...p.messages].reverse().find((m) => m.mine && m.id <= (p.readUpTo ?? 0))?.id;

  // A message the server already delivered (the event can beat the POST answer) is not shown twice.
  const delivered = new Set(p.messages.map((m) => m.client_id).filter(Boolean));
  const pending = p.pending.filter((m) => !delivered.has(m.clientId));

  let lastDay = '';
  return (
    <div
      ref={scroller}
      className="chat-scroll"
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.conversation.history')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      <div ref={topSentinel} />
      {p.hasOlder && (
        <div className="chat-older">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={p.onLoadOlder}
            disabled={p.loadingOlder}
          >
            {p.loadingOlder ? t('chat.conversation.loadingOlder') : t('chat.conversation.loadOlder')}
          </button>
        </div>
      )}
      {p.messages.length === 0 && pending.length === 0 ? (
        p.empty
      ) : (
        <ol className="chat-messages">
          {p.messages.map((m) => {
            const day = formatDay(m.created_at, formatLocale(i18n.language));
            const showDay = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={m.id}>
                {showDay && (
                  <li className="chat-day" aria-hidden="true">
                    <span>{day}</span>
                  </li>
                )}
                <MessageBubble message={m} read={m.id === lastReadMine} />
              </Fragment>
            );
          })}
          {pending.map((m) => (
            <PendingBubble
              key={m.clientId}
              message={m}
              onRetry={() => p.onRetry(m.clientId)}
              onDiscard={() => p.onDiscard(m.clientId)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
