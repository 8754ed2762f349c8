import type { Profile } from '@common/api/profile';
import type { SearchResponse } from '@common/api/search';
import type { Cam } from '@common/api/xcams';
import { placeTiles } from '@common/rules/webcam-slots';
import type { InfiniteData } from '@tanstack/react-query';
import { useLikeProfile } from '@web/features/likes';
import { CamTile, ResellTile } from '@web/features/xcams';
import { getSettings } from '@web/lib/settings';
import { useLoadMore } from '@web/lib/use-load-more';
import { ProfileCard, ProfileCardSkeleton } from '@web/ui/profile-card';
import { useRenderSlices } from '@web/ui/use-render-slices';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function profilesOf(data: InfiniteData<SearchResponse> | undefined): Profile[] {
  const seen = new Set<number>();
  const out: Profile[] = [];
  for (const page of data?.pages ?? []) {
    for (const p of page.profiles) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        out.push(p);
      }
    }
  }
  return out;
}

/**
 * The cards a phone shows before any scroll (two rows of two). The first result's photo is the
 * page's largest paint: lazy, it was asked for only once the grid had been laid out (023x).
 */
const FIRST_SCREEN_CARDS = 4;

/**
 * A grid of results with the webcam tiles placed, a loadMore marker and a load-more button.
 * Memoised: a store update of the page above (the user's refresh, a count) leaves the cards be.
 */
export const ResultGrid = memo(function ResultGrid({
  profiles,
  tiles,
  hasMore,
  loadingMore,
  onLoadMore,
  testId,
}: {
  profiles: Profile[];
  tiles: { cams: Cam[]; showCams: boolean; showResell: boolean };
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const like = useLikeProfile();
  const { mutate } = like;
  const onLike = useCallback((profile: number, l: boolean) => mutate({ profile, like: l }), [mutate]);
  const showChat = getSettings().features.searchStartConversation;
  const items = placeTiles(profiles, tiles);
  const shown = useRenderSlices(items.length);
  // The marker appears with the last slice: a short grid would bring it into view at once.
  const allShown = shown === items.length;
  const marker = useLoadMore<HTMLDivElement>(() => {
    if (hasMore && !loadingMore) onLoadMore();
  }, hasMore && allShown);
  return (
    <>
      <ul className="result-grid" data-testid={testId}>
        {items.slice(0, shown).map((item, index) => (
          <li
            key={item.kind === 'profile' ? `p-${item.profile.id}` : item.key}
            // The search page keeps its place in the results by these (use-result-place.ts).
            data-profile={item.kind === 'profile' ? item.profile.id : undefined}
          >
            {item.kind === 'profile' ? (
              <ProfileCard
                profile={item.profile}
                showChat={showChat}
                likeBusy={like.isPending && like.variables?.profile === item.profile.id}
                onLike={onLike}
                firstScreen={index < FIRST_SCREEN_CARDS}
              />
            ) : item.kind === 'cam' ? (
              <CamTile cam={item.cam} />
            ) : (
              <ResellTile />
            )}
          </li>
        ))}
        {loadingMore &&
          Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={`s-${i}`}>
              <ProfileCardSkeleton />
            </li>
          ))}
      </ul>
      {hasMore && allShown && (
        <div ref={marker} data-loadmore="true" className="mt-6 flex justify-center">
          <button type="button" className="btn btn-ghost" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('search.loading') : t('search.loadMore')}
          </button>
        </div>
      )}
    </>
  );
});

export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="result-grid" aria-hidden="true" data-testid="search-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <ProfileCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
