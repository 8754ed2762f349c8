import { ApiRequestError } from '@web/lib/api-client';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { useDeferredReady } from '@web/ui/use-deferred-ready';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMessages } from '../api/get-messages';
import { ChatBottom } from '../components/chat-bottom';
import { ChatHello } from '../components/chat-hello';
import { ConversationHeader } from '../components/conversation-header';
import { displayName } from '../components/display-name';
import { MessageList } from '../components/message-list';
import { useChatListCatchUp } from '../hooks/use-chat-list-catch-up';
import { useReadMarks } from '../hooks/use-read-marks';
import { useSendQueue } from '../hooks/use-send-queue';
import { rememberLastChat } from '../last-chat';

/** /chats/{chatId}: one conversation, full height, with the composer at the bottom. */
export function ConversationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.chatId);
  const conversation = Number.isSafeInteger(id) && id > 0 ? id : 0;
  const query = useMessages(conversation);
  const queue = useSendQueue({ conversation });
  const showTopBar = getSettings().features.chatTopBar;
  // The history and the composer come in the render after the answer's, cut into short tasks.
  const ready = useDeferredReady(!query.isPending);

  const pages = query.data?.pages;
  const newest = pages?.[0];
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.messages) : []), [pages]);
  const lastTheirs = [...messages].reverse().find((m) => !m.mine)?.id ?? 0;
  const profileId = newest?.profile.id;
  const newestId = messages.at(-1)?.id ?? 0;

  useChatListCatchUp(conversation, newestId);

  // Opening the conversation reads it; new messages of the other member are read in batches.
  useReadMarks(conversation, newestId, lastTheirs, conversation > 0 && profileId !== undefined);
  // A message of this tab that came back (its event or its answer) is no longer pending.
  const shownClientIds = useMemo(() => new Set(messages.map((m) => m.client_id)), [messages]);
  const pending = useMemo(
    () => queue.pending.filter((m) => !shownClientIds.has(m.clientId)),
    [queue.pending, shownClientIds],
  );

  useEffect(() => {
    if (profileId !== undefined) rememberLastChat(profileId, conversation);
  }, [profileId, conversation]);

  if (conversation === 0 || (query.error instanceof ApiRequestError && query.error.status === 404)) {
    return (
      <div className="chat-page">
        {showTopBar && <ConversationHeader profile={null} />}
        <div className="chat-center">
          <div className="card chat-state" role="alert">
            <h1 className="chat-state__title">{t('chat.conversation.notFound')}</h1>
            <Link className="btn btn-primary mt-5" to="/chats">
              {t('chat.conversation.toList')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="chat-page">
      {showTopBar && <ConversationHeader profile={newest?.profile ?? null} />}
      {!showTopBar && newest && <h1 className="sr-only">{displayName(t, newest.profile)}</h1>}
      {!ready ? (
        <div className="chat-center" aria-busy="true">
          <p className="chat-muted">{t('chat.conversation.loading')}</p>
        </div>
      ) : query.isError ? (
        <div className="chat-center">
          <ErrorState
            className="chat-state"
            message={t('chat.conversation.error')}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <MessageList
          messages={messages}
          pending={pending}
          readUpTo={newest?.read_up_to ?? null}
          hasOlder={Boolean(query.hasNextPage)}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          onRetry={queue.retry}
          onDiscard={queue.discard}
          empty={<ChatHello profile={newest?.profile} />}
        />
      )}
      {/* The composer comes with the conversation: what sits above it (the out-of-credits prompt,
          the balance line) is known only then, and growing it in place would move it (issue 23). */}
      {ready && (
        <ChatBottom
          credits={newest?.credits ?? null}
          showReceiptsUpsell={newest?.read_up_to === null}
          queue={queue}
          disabled={conversation === 0 || !newest}
        />
      )}
    </div>
  );
}
