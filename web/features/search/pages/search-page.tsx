import { MAX_AGE, MIN_AGE, SIMILAR_AGE_WIDEN } from '@common/limits';
import { searchVisible } from '@common/rules/logged-out-search';
import { useCams } from '@web/features/xcams';
import { ApiRequestError } from '@web/lib/api-client';
import { useStore } from '@web/lib/external-store';
import { useFictionalWords } from '@web/lib/fictional-words';
import { sessionFlags } from '@web/lib/session/session-flags';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { trafficSource } from '@web/lib/tracking';
import { FictionalIcon } from '@web/ui/fictional-icon';
import { PageShell } from '@web/ui/page-shell';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useSearch } from '../api/get-search';
import { profilesOf, ResultGrid } from '../components/result-grid';
import { PENDING_FILTERS, SearchFiltersForm } from '../components/search-filters';
import { type ResultsView, SearchResults } from '../components/search-results';
import { camTilesFor, filtersOf, firstSearchRequest, pageParam } from '../first-load';
import { pagesOf, useResultPlace } from '../hooks/use-result-place';
import type { SearchFilters, SearchRequest } from '../keys';

/** Similar search (spec §7): ages widened by 5 either way, any region, not remembered. */
function similarOf(f: SearchFilters): SearchFilters {
  return {
    ...f,
    min_age: Math.max(MIN_AGE, f.min_age - SIMILAR_AGE_WIDEN),
    max_age: Math.min(MAX_AGE, f.max_age + SIMILAR_AGE_WIDEN),
    countryregion: 0,
  };
}

/** The pending form's props, the same in every render (the form is memoised). */
const NO_COUNTRIES: string[] = [];
const ignore = () => undefined;

/** The member search page of spec §2 and §4. */
export function SearchPage() {
  const { t } = useTranslation();
  const settings = getSettings();
  const words = useFictionalWords();
  const { data: user, isPending: userPending } = useUser();
  const loggingOut = useStore(sessionFlags, (f) => f.loggingOut);
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<SearchFilters | null>(null);
  const [countries, setCountries] = useState<string[]>([]);
  const [request, setRequest] = useState<SearchRequest>(() => firstSearchRequest(params));
  const search = useSearch(request);
  const first = search.data?.pages[0];

  // The first (automatic) answer initialises the filter controls (spec §4), as a transition: set
  // in an effect it would render the whole form in one task, uncut (decision 023i).
  useEffect(() => {
    if (first && filters === null) {
      const initial = filtersOf(first);
      startTransition(() => {
        setFilters(initial.filters);
        setCountries(initial.countries);
      });
    }
  }, [first, filters]);

  const profiles = useMemo(() => profilesOf(search.data), [search.data]);
  const exhausted = search.isSuccess && !search.hasNextPage;
  const similarRequest: SearchRequest | null =
    filters && exhausted
      ? { kind: 'similar', filters: similarOf(filters), startPage: pageParam(params.get('similarpage')) }
      : null;
  const similar = useSearch(similarRequest);
  const shownIds = useMemo(() => new Set(profiles.map((p) => p.id)), [profiles]);
  const similarProfiles = profilesOf(similar.data).filter((p) => !shownIds.has(p.id));
  const placeRoot = useRef<HTMLDivElement>(null);
  const pages = useMemo(
    () => ({ main: pagesOf(search.data), similar: pagesOf(similar.data) }),
    [search.data, similar.data],
  );
  useResultPlace(placeRoot, pages);

  const tilesAllowed = camTilesFor(user);
  const cams = useCams(filters, tilesAllowed);
  // Cam tiles take places inside the grid: showing the results before the cams' answer would move
  // every card after the first when it arrives (issue 23). The server bounds the partner's time.
  const camsSettled = !tilesAllowed || cams.isSuccess || cams.isError;
  const tiles = useMemo(
    () => ({
      cams: cams.data?.cams ?? [],
      showCams: tilesAllowed,
      showResell: tilesAllowed && (cams.data?.resell ?? false),
    }),
    [cams.data, tilesAllowed],
  );
  const loading = search.isPending || (search.isSuccess && !camsSettled);
  const results = useMemo<ResultsView>(
    () => ({
      status: loading ? 'loading' : search.isError ? 'error' : profiles.length === 0 ? 'empty' : 'ready',
      profiles,
      tiles,
      hasMore: Boolean(search.hasNextPage),
      loadingMore: search.isFetchingNextPage,
    }),
    [loading, search.isError, profiles, tiles, search.hasNextPage, search.isFetchingNextPage],
  );
  // The answers arrive as synchronous renders (react-query's store update): the grid renders from a
  // deferred copy, in a transition React cuts into short tasks (decision 023i).
  const shownResults = useDeferredValue(results);
  const { refetch, fetchNextPage } = search;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  useEffect(() => {
    if (search.error) console.error('search failed', search.error);
  }, [search.error]);

  // Kept across renders, so the memoised filter form renders only when its own props change.
  const change = useCallback(
    (next: SearchFilters) => {
      // Any change clears the results (a new query key has no data) and reloads from page 1.
      setFilters(next);
      setRequest((prev) => ({
        kind: 'manual',
        filters: next,
        startPage: 1,
        seq: (prev.kind === 'manual' ? (prev.seq ?? 0) : 0) + 1,
      }));
      // The live address: the place in the results is written there without the router (replaceState).
      const live = new URLSearchParams(window.location.search);
      if (live.has('page') || live.has('similarpage')) setParams({}, { replace: true });
    },
    [setParams],
  );

  // While logging out, the logout flow itself goes to the login page (spec §4).
  if (!userPending && !user && !loggingOut) {
    const visible = searchVisible({
      loggedIn: false,
      loggedOutSearch: settings.logged_out_search,
      loggedOutSearchTrafficsource: settings.logged_out_search_trafficsource,
      trafficsource: trafficSource(params),
    });
    if (!visible) return <Navigate to="/login?redirect=%2Fmembers" replace />;
  }
  // Logging out changes the search's key (the nudity choice leaves with the member): the guest's
  // refusal that answers it must not pull the page to signup on the way to the login page.
  if (
    !loggingOut &&
    search.error instanceof ApiRequestError &&
    search.error.code === 'search_login_required'
  ) {
    return <Navigate to="/signup" replace />;
  }

  const count = first?.paging.num_results ?? 0;
  return (
    <PageShell title={t('search.title')} fillScreen>
      {filters ? (
        <SearchFiltersForm filters={filters} countries={countries} onChange={change} />
      ) : (
        <SearchFiltersForm filters={PENDING_FILTERS} countries={NO_COUNTRIES} onChange={ignore} pending />
      )}
      {/* Cards carry h3 names; this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">{t('search.resultsTitle')}</h2>
      <div aria-live="polite" className="search-status mt-4 mb-3">
        {search.isSuccess && camsSettled && count > 0 && (
          <p className="text-[var(--color-text-muted)]" data-testid="result-count">
            {t(first?.paging.estimated ? 'search.countAbout' : 'search.count', { count })}
          </p>
        )}
      </div>
      <div ref={placeRoot}>
        <SearchResults view={shownResults} onRetry={retry} onLoadMore={loadMore} />
        {profiles.some((p) => p.type === 'fictional') && (
          <p
            className="search-fictional-note mt-6 text-sm text-[var(--color-text-muted)]"
            data-testid="fictional-note"
          >
            <FictionalIcon size={16} className="mr-1 inline" />
            {t('search.fictionalNote', { what: words.plural })}
          </p>
        )}
        {similarRequest && similarProfiles.length > 0 && (
          <section className="mt-10" aria-labelledby="similar-title" data-testid="similar-section">
            <h2 id="similar-title" className="block-title mb-4">
              {t('search.similar')}
            </h2>
            <ResultGrid
              testId="similar-results"
              profiles={similarProfiles}
              tiles={{ cams: [], showCams: false, showResell: false }}
              hasMore={Boolean(similar.hasNextPage)}
              loadingMore={similar.isFetchingNextPage}
              onLoadMore={() => void similar.fetchNextPage()}
            />
          </section>
        )}
      </div>
    </PageShell>
  );
}
