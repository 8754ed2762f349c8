import type { SearchResponse } from '@common/api/search';
import { SEARCH_PAGE_SIZE } from '@common/limits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type SearchRequest, searchKeys } from '../keys';

function queryString(req: SearchRequest, page: number): string {
  const q = new URLSearchParams({ source: 'search', pp: String(SEARCH_PAGE_SIZE), searchAllCountries: '1' });
  const ts = new URLSearchParams(window.location.search);
  const trafficsource = ts.get('trafficsource') ?? ts.get('network');
  if (trafficsource) q.set('trafficsource', trafficsource);
  if (req.kind === 'auto') {
    q.set('auto_load', '1');
  } else {
    const f = req.filters;
    q.set('gender', f.gender ?? '');
    q.set('min_age', String(f.min_age));
    q.set('max_age', String(f.max_age));
    q.set('country', f.country);
    q.set('countryregion', String(f.countryregion));
    // Only the first page of a filter change is the member's choice; later pages just scroll.
    if (req.kind === 'manual' && page === req.startPage) q.set('manual_search', '1');
    if (req.kind === 'similar') q.set('do_not_save', '1');
  }
  q.set('page', String(page));
  return q.toString();
}

export function searchQueryOptions(req: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(req),
    queryFn: ({ pageParam, signal }) =>
      api<SearchResponse>('GET', `/api/search.php?${queryString(req, pageParam)}`, undefined, { signal }),
    initialPageParam: req.startPage,
    getNextPageParam: (last) => {
      const { page, pp, num_results } = last.paging;
      return page * pp < num_results && last.profiles.length > 0 ? page + 1 : undefined;
    },
    staleTime: 30_000,
  });
}

/** GET /api/search.php, page after page. Failures are logged by the caller and shown inline. */
export function useSearch(req: SearchRequest | null) {
  return useInfiniteQuery({
    ...searchQueryOptions(req ?? { kind: 'auto', startPage: 1 }),
    enabled: req !== null,
  });
}
