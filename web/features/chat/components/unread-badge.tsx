import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../api/get-chats';
import { unreadTotal } from '../chat-list-pages';

/** Total unread messages on the Messages link; reads the list the session already polls. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { data } = useInfiniteQuery({ ...chatsQueryOptions, enabled: false });
  const unread = unreadTotal(data);
  if (unread === 0) return null;
  return (
    <span className="chat-badge chat-badge--nav" data-testid="nav-unread">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('chat.list.unread', { count: unread })}</span>
    </span>
  );
}
