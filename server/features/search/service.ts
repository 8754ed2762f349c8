import type { SearchQuery, SearchResponse } from '@common/api/search';
import { isOn, SEARCH_MAX_PAGE } from '@common/api/search';
import type { SiteConfig } from '@common/api/settings';
import { birthDateBounds, todayUtc } from '@common/rules/age-range';
import { searchVisible } from '@common/rules/logged-out-search';
import { searchHidesNudity } from '@common/rules/nudity';
import { TtlCache } from '@server/cache/ttl-cache';
import type { Db } from '@server/db/client';
import { forbidden } from '@server/errors';
import type { Member } from '@server/plugins/session';
import { resolveFilters, type Viewer } from './filters';
import { countResults, loadSavedFilters, type SearchSpec, saveFilters, searchPageIds } from './queries';
import { createResultProfiles } from './result-profiles';
import { ViewerSocialCache } from './viewer-social';

export type SearchService = ReturnType<typeof createSearchService>;

/** Result pages and counts are shared by every viewer for this long (decision 010). */
export const SEARCH_CACHE_TTL_MS = 10_000;

/** `reads` serves the result pages, counts and cards (a replica with DATABASE_READ_URL). */
export function createSearchService(
  db: Db,
  cacheTtlMs = SEARCH_CACHE_TTL_MS,
  reads: Db = db,
  social: ViewerSocialCache = new ViewerSocialCache(reads, 0),
) {
  const pages = new TtlCache<number[]>(cacheTtlMs, 20_000, true);
  // Counts move slowly and cost the most: kept six times as long as pages.
  const counts = new TtlCache<{ count: number; estimated: boolean }>(cacheTtlMs * 6, 5_000, true);
  const results = createResultProfiles(reads, cacheTtlMs, social);

  return {
    /** `member` is null for a guest; the route refuses an ended session before this. */
    async search(member: Member | null, site: SiteConfig, q: SearchQuery): Promise<SearchResponse> {
      const viewer: Viewer | null = member
        ? {
            userId: member.userId,
            profileId: member.profileId,
            gender: member.record.card.gender,
            country: member.record.card.country,
          }
        : null;
      const visible = searchVisible({
        loggedIn: viewer !== null,
        loggedOutSearch: site.logged_out_search,
        loggedOutSearchTrafficsource: site.logged_out_search_trafficsource,
        trafficsource: q.trafficsource,
      });
      if (!visible) {
        throw forbidden('search_login_required', 'Please sign up or log in to search.');
      }

      const saved = viewer && isOn(q.auto_load) ? await loadSavedFilters(db, viewer.userId) : null;
      const f = resolveFilters(q, site, viewer, saved);
      if (viewer && isOn(q.manual_search) && !isOn(q.do_not_save)) {
        await saveFilters(db, viewer.userId, f);
      }

      const bounds = birthDateBounds(f.min_age, f.max_age, todayUtc());
      const allCountries = site.features.searchAllCountries && f.country === null;
      const spec: SearchSpec = {
        siteKey: site.key,
        gender: f.gender,
        bornFrom: bounds.from,
        bornTo: bounds.to,
        countries: f.country ? [f.country] : allCountries ? null : f.countries,
        region: f.countryregion,
      };
      const key = JSON.stringify(spec);
      const page = q.page;
      const [ids, count] = await Promise.all([
        page > SEARCH_MAX_PAGE
          ? Promise.resolve<number[]>([])
          : pages.get(`${key}|${q.pp}|${page}`, () => searchPageIds(reads, spec, q.pp, (page - 1) * q.pp)),
        counts.get(key, () => countResults(reads, spec)),
      ]);
      // Pages are shared between viewers; the viewer's own profile and blocked pairs are
      // dropped here, per viewer.
      const own = viewer?.profileId ?? 0;
      // Spec §7 hideNudity: flagged photos of the results are presented hidden, not left out, so
      // pages and counts stay shared between viewers (decision 027c).
      const hideNudity = member
        ? searchHidesNudity(
            q.hideNudity === undefined ? undefined : isOn(q.hideNudity),
            member.record.hide_nudity,
          )
        : true;
      const profiles = await results.load(
        site.key,
        viewer,
        ids.filter((id) => id !== own),
        hideNudity,
      );
      return {
        profiles,
        paging: { num_results: count.count, estimated: count.estimated, page, pp: q.pp },
        filter_options: {
          gender: f.gender,
          min_age: f.min_age,
          max_age: f.max_age,
          country: f.country ?? '',
          countryregion: f.countryregion,
          countries: f.countries,
        },
      };
    },
  };
}
