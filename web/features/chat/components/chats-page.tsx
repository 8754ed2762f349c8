import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { ChatIcon } from '@web/ui/icons';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatsQueryOptions } from '../api/get-chats';
import { ChatListItemRow } from './chat-list-item';

/** /chats: the member's conversations, newest activity first. */
export function ChatsPage() {
  const { t } = useTranslation();
  const chats = useQuery(chatsQueryOptions);
  return (
    <PageShell title={t('chat.list.title')}>
      {chats.isPending ? (
        <ul className="chat-list" aria-busy="true" aria-label={t('chat.list.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="chat-row chat-row--skeleton">
              <span className="chat-avatar chat-skeleton" />
              <span className="flex-1">
                <span className="chat-skeleton block h-4 w-32 rounded" />
                <span className="chat-skeleton mt-2 block h-3 w-56 max-w-full rounded" />
              </span>
            </li>
          ))}
        </ul>
      ) : chats.isError ? (
        <ErrorState
          className="chat-state"
          message={t('chat.list.error')}
          onRetry={() => void chats.refetch()}
        />
      ) : chats.data.chats.length === 0 ? (
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
        <ul className="chat-list card" aria-label={t('chat.list.label')}>
          {chats.data.chats.map((item) => (
            <ChatListItemRow key={item.conversation.id} item={item} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
