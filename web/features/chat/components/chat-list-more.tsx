import { useLoadMore } from '@web/lib/use-load-more';
import { useTranslation } from 'react-i18next';

type Props = { hasMore: boolean; loading: boolean; onLoadMore: () => void };

/**
 * The end of the chat list: coming near it loads the next page of conversations; the button does
 * the same for a keyboard, and when the observer is unavailable.
 */
export function ChatListMore({ hasMore, loading, onLoadMore }: Props) {
  const { t } = useTranslation();
  const marker = useLoadMore<HTMLDivElement>(() => {
    if (!loading) onLoadMore();
  }, hasMore);
  if (!hasMore) return null;
  return (
    <div ref={marker} className="chat-older">
      <button type="button" className="btn btn-ghost btn-sm" onClick={onLoadMore} disabled={loading}>
        {loading ? t('chat.list.loadingMore') : t('chat.list.loadMore')}
      </button>
    </div>
  );
}
