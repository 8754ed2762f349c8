import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { openChat } from '../api/open-chat';

/**
 * /members/{memberId}/chat: opens (or starts) the conversation with the member and moves on to
 * /chats/{id}. A failure shows the danger toast of spec §8.
 */
export function StartChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { memberId } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    const id = Number(memberId);
    if (started.current === memberId) return;
    started.current = memberId ?? '';
    if (!Number.isSafeInteger(id) || id <= 0) {
      setFailed(true);
      return;
    }
    openChat(id).then(
      (conversation) => void navigate(`/chats/${conversation}`, { replace: true }),
      () => {
        setFailed(true);
        toast.error(t('chat.start.errorTitle'), { description: t('chat.start.error') });
      },
    );
  }, [memberId, navigate, t]);

  return (
    <div className="chat-page">
      <div className="chat-center">
        {failed ? (
          <div className="card chat-state" role="alert">
            <h1 className="chat-state__title">{t('chat.start.errorTitle')}</h1>
            <p className="chat-state__body">{t('chat.start.error')}</p>
            <Link className="btn btn-primary mt-5" to="/chats">
              {t('chat.conversation.toList')}
            </Link>
          </div>
        ) : (
          <p className="chat-muted" aria-busy="true">
            {t('chat.start.opening')}
          </p>
        )}
      </div>
    </div>
  );
}
