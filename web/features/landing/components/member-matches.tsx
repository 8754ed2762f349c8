import type { SearchResponse } from '@common/api/search';
import { showMainImage } from '@common/rules/profile-badges';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLikeProfile } from '@web/features/likes';
import { call } from '@web/lib/call';
import * as searchApi from '@web/lib/endpoints/search';
import { getSettings } from '@web/lib/settings';
import { ErrorState } from '@web/ui/error-state';
import { FictionalIcon } from '@web/ui/fictional-icon';
import { HeartFilledIcon } from '@web/ui/icons';
import { MemberPhoto } from '@web/ui/member-photo';
import { nameAndAge } from '@web/ui/profile-card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { landingKeys } from '../keys';
import { FunnelFrame } from './funnel-frame';

/** How many matches the page offers at once. */
const SIGNUP_MATCHES = 6;

/**
 * The member's search with their own saved preferences (auto_load: the filters signup set from
 * gender and what they look for), first page only: real profiles, the same the search page shows.
 */
async function fetchMatches(): Promise<SearchResponse['profiles']> {
  const res = await call(searchApi.searchMembers, {
    query: { source: 'signup-matches', auto_load: '1', pp: SIGNUP_MATCHES },
  });
  return res.profiles.filter((p) => !p.did_like_profile).slice(0, SIGNUP_MATCHES);
}

/**
 * /signup-matches for a member (right after signup, or arriving logged in): their first matches,
 * all chosen, to like in one go; then on to the members area.
 */
export function MemberMatches() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useQuery({
    queryKey: landingKeys.signupMatches(),
    queryFn: fetchMatches,
    staleTime: Infinity,
  });
  const [unchosen, setUnchosen] = useState<ReadonlySet<number>>(new Set());
  const like = useLikeProfile();
  const profiles = matches.data ?? [];
  const chosen = profiles.filter((p) => !unchosen.has(p.id));
  const likeAll = useMutation({
    mutationFn: async () => {
      // One after the other: each like notifies its member, and the likes limit counts them.
      for (const p of chosen) await like.mutateAsync({ profile: p.id, like: true });
    },
    onSuccess: () => navigate('/members'),
  });

  function toggle(id: number) {
    setUnchosen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  }

  return (
    <FunnelFrame
      kind="signup-matches"
      title={t('landers.signupMatches.membersTitle')}
      subtitle={t('landers.signupMatches.membersSubtitle')}
    >
      <div className="funnel__picks" aria-busy={matches.isPending}>
        {matches.isError && <ErrorState error={matches.error} onRetry={() => void matches.refetch()} />}
        {matches.isSuccess && profiles.length === 0 && <p>{t('landers.signupMatches.none')}</p>}
        {profiles.length > 0 && (
          <ul className="funnel__people funnel__people--members">
            {profiles.map((p) => {
              const on = !unchosen.has(p.id);
              return (
                <li
                  key={p.id}
                  className={`funnel__person${on ? ' is-liked' : ''}`}
                  data-testid="signup-match"
                >
                  <div className="funnel__photo">
                    {showMainImage(p) && p.main_image ? (
                      <MemberPhoto image={p.main_image} alt="" width={160} height={160} />
                    ) : null}
                  </div>
                  <p className="funnel__person-name">{nameAndAge(p)}</p>
                  {p.type === 'fictional' && (
                    <p className="profile-card__fictional">
                      <FictionalIcon size={16} /> {getSettings().fictional_singular}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn funnel__like"
                    aria-pressed={on}
                    onClick={() => toggle(p.id)}
                  >
                    <HeartFilledIcon size={18} aria-hidden="true" />
                    {t('landers.signupMatches.like', { name: p.name })}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {likeAll.isError && <ErrorState error={likeAll.error} />}
        <div className="funnel__actions">
          {chosen.length > 0 && (
            <button
              type="button"
              className="btn btn-primary funnel__next"
              disabled={likeAll.isPending}
              onClick={() => likeAll.mutate()}
            >
              {t('landers.signupMatches.likeAll', { count: chosen.length })}
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => navigate('/members')}>
            {t('landers.signupMatches.skip')}
          </button>
        </div>
      </div>
    </FunnelFrame>
  );
}
