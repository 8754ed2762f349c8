import type { OpenChatResponse } from '@common/api/chat';
import { getSettings } from '@web/lib/settings';
import { showToast } from '@web/ui/toaster';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { openChat } from '../api/open-chat';
import { ChatBottom } from '../components/chat-bottom';
import { ChatHello } from '../components/chat-hello';
import { ConversationHeader } from '../components/conversation-header';
import { MessageList } from '../components/message-list';
import { useSendQueue } from '../hooks/use-send-queue';
import { rememberLastChat } from '../last-chat';

/**
 * /members/{memberId}/chat: moves on to /chats/{id} when the conversation exists; otherwise shows
 * an empty conversation whose first message starts it (opening alone creates nothing, so the
 * other member never finds an empty conversation). A failure shows the danger toast of spec §8.
 */
export function StartChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { memberId } = useParams();
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<OpenChatResponse | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    const id = Number(memberId);
    if (started.current === memberId) return;
    started.current = memberId ?? '';
    setDraft(null);
    if (!Number.isSafeInteger(id) || id <= 0) {
      setFailed(true);
      return;
    }
    openChat(id).then(
      (res) => {
        if (res.conversation) void navigate(`/chats/${res.conversation.id}`, { replace: true });
        else setDraft(res);
      },
      () => {
        setFailed(true);
        showToast((toast) => toast.error(t('chat.start.errorTitle'), { description: t('chat.start.error') }));
      },
    );
  }, [memberId, navigate, t]);

  if (draft) return <NewConversation draft={draft} />;
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

function NewConversation({ draft }: { draft: OpenChatResponse }) {
  const navigate = useNavigate();
  const onStarted = useCallback(
    (conversation: number) => void navigate(`/chats/${conversation}`, { replace: true }),
    [navigate],
  );
  const queue = useSendQueue({ profile: draft.profile.id }, onStarted);
  const showTopBar = getSettings().features.chatTopBar;
  useEffect(() => rememberLastChat(draft.profile.id, null), [draft.profile.id]);
  return (
    <div className="chat-page">
      {showTopBar ? (
        <ConversationHeader profile={draft.profile} />
      ) : (
        <h1 className="sr-only">{draft.profile.name}</h1>
      )}
      <MessageList
        messages={[]}
        pending={queue.pending}
        readUpTo={null}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        onRetry={queue.retry}
        onDiscard={queue.discard}
        empty={<ChatHello profile={draft.profile} />}
      />
      <ChatBottom credits={draft.credits} showReceiptsUpsell={false} queue={queue} disabled={false} />
    </div>
  );
}
