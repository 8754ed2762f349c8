import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { ChatIcon } from '@web/ui/icons';
import { PageShell } from '@web/ui/page-shell';
import { useDeferredReady } from '@web/ui/use-deferred-ready';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatsQueryOptions } from '../api/get-chats';
import { chatEntries } from '../chat-list-pages';
import { ChatListItemRow } from '../components/chat-list-item';
import { ChatListMore } from '../components/chat-list-more';
import { ChatListSkeleton } from '../components/chat-list-skeleton';
import { useOpenLastChat } from '../last-chat';

/** /chats: the member's conversations, newest activity first; on wide screens the last chat opens first. */
export function ChatsPage() {
  const { t } = useTranslation();
  useOpenLastChat();
  return (
    <PageShell title={t('chat.list.title')} fillScreen>
      <ChatList />
    </PageShell>
  );
}

/** The conversation list with its loading, error and empty states: /chats and the chat sidebar. */
export function ChatList() {
  const { t } = useTranslation();
  const chats = useInfiniteQuery(chatsQueryOptions);
  // The rows come in the render after the answer's, cut into short tasks.
  const ready = useDeferredReady(!chats.isPending);
  return (
    <>
      {!ready ? (
        <ChatListSkeleton />
      ) : chats.isError ? (
        <ErrorState
          className="chat-state"
          message={t('chat.list.error')}
          onRetry={() => void chats.refetch()}
        />
      ) : chatEntries(chats.data).length === 0 ? (
        <div className="card chat-state" data-testid="chats-empty">
          <span className="chat-state__icon">
            <ChatIcon size={34} />
          </span>
          <h2 className="chat-state__title">{t('chat.list.emptyTitle')}</h2>
          <p className="chat-state__body">{t('chat.list.emptyBody')}</p>
          <Link className="btn btn-primary mt-5" to="/members">
            {t('chat.list.emptyCta')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="chat-list card" aria-label={t('chat.list.label')}>
            {chatEntries(chats.data).map((item) => (
              <ChatListItemRow key={item.conversation.id} item={item} />
            ))}
          </ul>
          <ChatListMore
            hasMore={chats.hasNextPage}
            loading={chats.isFetchingNextPage}
            onLoadMore={() => void chats.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
