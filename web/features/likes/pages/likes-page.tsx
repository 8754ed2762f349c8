import type { LikesResponse } from '@common/api/likes';
import type { Profile } from '@common/api/profile';
import { useQuery } from '@tanstack/react-query';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { LockIcon } from '@web/ui/icons';
import { NotFoundPage } from '@web/ui/not-found-page';
import { PageShell } from '@web/ui/page-shell';
import { ProfileCard, ProfileCardSkeleton } from '@web/ui/profile-card';
import { useRenderSlices } from '@web/ui/use-render-slices';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { likesQueryOptions } from '../api/get-likes';
import { useLikeProfile } from '../api/like-profile';

export const LIKE_TYPES = ['mutual', 'received', 'given'] as const;
export type LikeType = (typeof LIKE_TYPES)[number];

/** Splits the likes answer into the three lists; hidden likers (id 0) are only counted. */
export function splitLikes(data: LikesResponse): Record<LikeType, Profile[]> & { hidden: number } {
  const byId = new Map(data.profiles.map((p) => [p.id, p]));
  const received = data.liked_by.flatMap((l) => {
    const p = l.id !== 0 ? byId.get(l.id) : undefined;
    return p ? [{ ...p, like_new: l.like_new }] : [];
  });
  return {
    mutual: data.profiles.filter((p) => p.did_like_profile && p.liked_by_profile),
    received,
    given: data.profiles.filter((p) => p.did_like_profile),
    hidden: data.liked_by.filter((l) => l.id === 0).length,
  };
}

function LikesGrid({ profiles, testId }: { profiles: Profile[]; testId: string }) {
  const like = useLikeProfile();
  const { mutate } = like;
  const onLike = useCallback((profile: number, l: boolean) => mutate({ profile, like: l }), [mutate]);
  const showChat = getSettings().features.searchStartConversation;
  const shown = useRenderSlices(profiles.length);
  return (
    <ul className="result-grid" data-testid={testId}>
      {profiles.slice(0, shown).map((p) => (
        <li key={p.id}>
          <ProfileCard
            profile={p}
            showChat={showChat}
            linkPrefix="/likes/m"
            likeBusy={like.isPending && like.variables?.profile === p.id}
            onLike={onLike}
          />
        </li>
      ))}
    </ul>
  );
}

function HiddenLikes({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className="hidden-likes card p-5" data-testid="hidden-likes">
      <ul className="hidden-likes__blur" aria-hidden="true">
        {Array.from({ length: Math.min(count, 4) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blurred placeholders have no identity
          <li key={i} />
        ))}
      </ul>
      <p className="hidden-likes__text">
        <LockIcon size={18} /> {t('likes.hidden', { count })}
      </p>
      <Link className="btn btn-primary btn-sm mt-3" to="/premium">
        {t('likes.seeWho')}
      </Link>
    </div>
  );
}

/**
 * /likes (overview) and /likes/{type}: given, received and mutual likes (spec §2). Without the
 * site's `likesOverview` there is no overview: /likes shows the received likes, and no "All" tab.
 */
export function LikesPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const likes = useQuery(likesQueryOptions);
  // The answer arrives as a synchronous render (react-query's store update); the grids render from
  // a deferred copy, in a transition React cuts into short tasks (decision 023i).
  const data = useDeferredValue(likes.data);
  const lists = useMemo(() => (data ? splitLikes(data) : null), [data]);
  const overview = getSettings().features.likesOverview;
  if (type !== undefined && !(LIKE_TYPES as readonly string[]).includes(type)) return <NotFoundPage />;
  if (type === undefined && !overview) return <Navigate to="/likes/received" replace />;
  const current = (type as LikeType | undefined) ?? null;
  const tabs = (
    <nav className="likes-tabs" aria-label={t('likes.tabsLabel')}>
      {overview && (
        <NavLink end to="/likes" className={({ isActive }) => `likes-tab${isActive ? ' is-active' : ''}`}>
          {t('likes.tabs.all')}
        </NavLink>
      )}
      {LIKE_TYPES.map((k) => (
        <NavLink
          key={k}
          to={`/likes/${k}`}
          className={({ isActive }) => `likes-tab${isActive ? ' is-active' : ''}`}
        >
          {t(`likes.tabs.${k}`)}
        </NavLink>
      ))}
    </nav>
  );
  let body: React.ReactNode;
  if (likes.isError) {
    body = <ErrorState message={t('likes.error')} onRetry={() => void likes.refetch()} />;
  } else if (!lists) {
    body = (
      <ul className="result-grid" aria-hidden="true" data-testid="likes-skeleton">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <ProfileCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else {
    const sections = current ? [current] : LIKE_TYPES;
    body = sections.map((k) => {
      // Hidden likers (decision 010a) count as received; their card explains them.
      const total = lists[k].length + (k === 'received' ? lists.hidden : 0);
      return (
        <section key={k} className="likes-section" aria-labelledby={`likes-${k}`}>
          <h2 id={`likes-${k}`} className="block-title">
            {t(`likes.tabs.${k}`)} <span className="likes-count">{total}</span>
          </h2>
          {k === 'received' && <HiddenLikes count={lists.hidden} />}
          {total === 0 ? (
            <p className="likes-empty" data-testid={`likes-empty-${k}`}>
              {t(`likes.empty.${k}`)}
            </p>
          ) : lists[k].length > 0 ? (
            <LikesGrid profiles={current ? lists[k] : lists[k].slice(0, 8)} testId={`likes-${k}`} />
          ) : null}
          {!current && lists[k].length > 8 && (
            <Link className="link mt-2 inline-block" to={`/likes/${k}`}>
              {t('likes.showAll')}
            </Link>
          )}
        </section>
      );
    });
  }
  return (
    <PageShell title={current ? t(`likes.tabs.${current}`) : t('likes.title')} fillScreen>
      {tabs}
      {body}
    </PageShell>
  );
}
