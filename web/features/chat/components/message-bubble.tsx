import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../common/api/chat';
import type { PendingMessage } from '../hooks/use-send-queue';
import { AlertIcon, CheckIcon } from './chat-icons';
import { formatMessageTime } from './format-time';

/** A message as a bubble; its text is rendered as text, never as HTML. */
export function MessageBubble({ message, read }: { message: Message; read: boolean }) {
  const { i18n, t } = useTranslation();
  return (
    <li className={`msg ${message.mine ? 'msg--mine' : 'msg--theirs'}`} data-testid="message">
      <p className="msg__bubble">{message.text}</p>
      <span className="msg__meta">
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at, i18n.language)}</time>
        {read && (
          <span className="msg__read" data-testid="read-receipt">
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
  return (
    <li className={`msg msg--mine${failed ? ' msg--failed' : ' msg--sending'}`} data-testid="message-pending">
      <p className="msg__bubble">{message.text}</p>
      <span className="msg__meta">
        {failed ? (
          <>
            <span className="msg__failed" role="status">
              <AlertIcon size={14} />
              {t('chat.message.failed')}
            </span>
            <button type="button" className="link msg__action" onClick={onRetry}>
              {t('chat.message.retry')}
            </button>
            <button type="button" className="link msg__action" onClick={onDiscard}>
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
