import type { Message } from '@common/api/chat';
import { formatLocale } from '@web/lib/format-locale';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../hooks/use-send-queue';
import { AlertIcon, CheckIcon, ClockIcon } from './chat-icons';
import { formatMessageTime } from './format-time';

/** A message as a bubble; its text is rendered as text, never as HTML. */
export function MessageBubble({ message, read }: { message: Message; read: boolean }) {
  const { i18n, t } = useTranslation();
  return (
    <li className={`chat-msg ${message.mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`} data-testid="message">
      <p className="chat-msg__bubble">{message.text}</p>
      <span className="chat-msg__meta">
        <time dateTime={message.created_at}>
          {formatMessageTime(message.created_at, formatLocale(i18n.language))}
        </time>
        {read && (
          <span className="chat-msg__read" data-testid="read-receipt">
            <CheckIcon size={14} />
            {t('chat.message.read')}
          </span>
        )}
      </span>
    </li>
  );
}

export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  const waiting = message.status === 'waiting';
  return (
    <li
      className={`chat-msg chat-msg--mine chat-msg--${message.status}`}
      data-testid="message-pending"
      data-status={message.status}
    >
      <p className="chat-msg__bubble">{message.text}</p>
      <span className="chat-msg__meta">
        {waiting ? (
          <>
            <span className="chat-msg__waiting" role="status">
              <ClockIcon size={14} />
              {t('app.offline.waiting')}
            </span>
            <button type="button" className="link chat-msg__action" onClick={onDiscard}>
              {t('chat.message.discard')}
            </button>
          </>
        ) : failed ? (
          <>
            <span className="chat-msg__failed" role="status">
              <AlertIcon size={14} />
              {t('chat.message.failed')}
              {message.error && message.error !== 'insufficient_credits' && (
                <span className="chat-msg__reason">
                  {' — '}
                  {t(`errors.${message.error}`)}
                </span>
              )}
            </span>
            <button type="button" className="link chat-msg__action" onClick={onRetry}>
              {t('common.retry')}
            </button>
            <button type="button" className="link chat-msg__action" onClick={onDiscard}>
              {t('chat.message.discard')}
            </button>
          </>
        ) : (
          <span>{t('chat.message.sending')}</span>
        )}
      </span>
    </li>
  );
}
