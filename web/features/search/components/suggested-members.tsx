import { useInfiniteQuery } from '@tanstack/react-query';
import { ProfileCard } from '@web/ui/profile-card';
import { useTranslation } from 'react-i18next';
import { searchQueryOptions } from '../api/get-search';

const SUGGESTED = 6;

/** Spec §2 error page: a few members from the member's own automatic search. */
export function SuggestedMembers() {
  const { t } = useTranslation();
  const search = useInfiniteQuery(searchQueryOptions({ kind: 'auto', startPage: 1 }));
  // The first page is plenty; result-grid's helpers would tie this to likes (an import cycle).
  const profiles = (search.data?.pages[0]?.profiles ?? []).slice(0, SUGGESTED);
  if (profiles.length === 0) return null;
  return (
    <section className="suggested-members" aria-labelledby="suggested-members-title">
      <h2 id="suggested-members-title" className="suggested-members__title">
        {t('errorPage.suggested')}
      </h2>
      <div className="suggested-members__grid">
        {profiles.map((p) => (
          <ProfileCard key={p.id} profile={p} showChat={false} />
        ))}
      </div>
    </section>
  );
}
