import type { ChatListItem } from '@common/api/chat';
import { formatLocale } from '@web/lib/format-locale';
import { FictionalMark } from '@web/ui/fictional-mark';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDeleteChats } from '../api/delete-chat';
import { TrashIcon } from './chat-icons';
import { displayName, genderContext } from './display-name';
import { formatMessageTime } from './format-time';
import { ProfileAvatar } from './profile-avatar';

/** One conversation in the list: who, the last message, unread count, and delete (two steps). */
export function ChatListItemRow({ item }: { item: ChatListItem }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChats();
  const unread = item.num_unread_messages;
  const name = displayName(t, item.profile);

  function onDelete() {
    remove.mutate([item.conversation.id]);
  }

  return (
    <li className={`chat-row${unread > 0 ? ' chat-row--unread' : ''}`} data-testid="chat-row">
      <NavLink className="chat-row__link" to={`/chats/${item.conversation.id}`}>
        <ProfileAvatar profile={item.profile} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name">{name}</span>
            <FictionalMark profile={item.profile} />
            {item.msg && (
              <time className="chat-row__time" dateTime={item.msg.created_at}>
                {formatMessageTime(item.msg.created_at, formatLocale(i18n.language))}
              </time>
            )}
          </span>
          <span className="chat-row__preview">
            {item.msg ? (
              <>
                {item.msg.mine && <span className="chat-row__you">{t('chat.list.you')} </span>}
                {item.msg.text}
              </>
            ) : (
              <span className="chat-row__empty">{t('chat.list.noMessages')}</span>
            )}
          </span>
        </span>
        {unread > 0 && (
          <span className="chat-badge" data-testid="chat-unread">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{t('chat.list.unread', { count: unread })}</span>
          </span>
        )}
      </NavLink>
      {confirming ? (
        <span className="chat-row__confirm">
          <button type="button" className="btn btn-sm chat-danger" onClick={onDelete}>
            {t('chat.list.confirmDelete')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(false)}>
            {t('chat.cancel')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="chat-icon-btn"
          aria-label={t('chat.list.deleteLabel', { name, context: genderContext(item.profile) })}
          title={t('chat.list.delete')}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon size={20} />
        </button>
      )}
    </li>
  );
}
