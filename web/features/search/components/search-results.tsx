import type { Profile } from '@common/api/profile';
import type { Cam } from '@common/api/xcams';
import { ErrorState } from '@web/ui/error-state';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { GridSkeleton, ResultGrid } from './result-grid';

/** What the result area shows: one memoised value, so the area renders only when it changes. */
export type ResultsView = {
  status: 'loading' | 'error' | 'empty' | 'ready';
  profiles: Profile[];
  tiles: { cams: Cam[]; showCams: boolean; showResell: boolean };
  hasMore: boolean;
  loadingMore: boolean;
};

/**
 * The search page's result area: skeleton, error, empty state or the grid. Memoised: the page's
 * other updates (the user's refresh, the filters) leave it be.
 */
export const SearchResults = memo(function SearchResults({
  view,
  onRetry,
  onLoadMore,
}: {
  view: ResultsView;
  onRetry: () => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (view.status === 'loading') return <GridSkeleton />;
  if (view.status === 'error')
    return <ErrorState testId="search-error" message={t('search.error')} onRetry={onRetry} />;
  if (view.status === 'empty') {
    return (
      <div className="card p-6 text-center" data-testid="search-empty">
        <p className="text-lg">{t('search.empty')}</p>
        <p className="mt-2 text-[var(--color-text-muted)]">{t('search.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ResultGrid
      testId="search-results"
      profiles={view.profiles}
      tiles={view.tiles}
      hasMore={view.hasMore}
      loadingMore={view.loadingMore}
      onLoadMore={onLoadMore}
    />
  );
});
