import { useTranslation } from 'react-i18next';

/**
 * The chat list while it loads: the rows of ChatListItemRow (same card, padding, avatar and lines,
 * the delete button's room kept), so the conversations replace it without moving the page.
 */
export function ChatListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <ul
      className="chat-list card"
      aria-busy="true"
      aria-label={t('chat.list.loading')}
      data-testid="chats-skeleton"
    >
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="chat-row">
          <span className="chat-row__link">
            <span className="chat-avatar chat-skeleton" />
            <span className="chat-row__main">
              <span className="chat-row__top">
                <span className="chat-row__name chat-skeleton w-32 rounded">&nbsp;</span>
              </span>
              <span className="chat-row__preview chat-skeleton w-56 max-w-full rounded">&nbsp;</span>
            </span>
          </span>
          <span className="chat-icon-btn" />
        </li>
      ))}
    </ul>
  );
}
