import type { SearchQueryInput } from '@common/api/search';
import { SEARCH_PAGE_SIZE } from '@common/limits';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import * as searchApi from '@web/lib/endpoints/search';
import { userQueryOptions } from '@web/lib/session/user';
import { trafficSource } from '@web/lib/tracking';
import { type SearchRequest, searchKeys } from '../keys';

function searchQuery(req: SearchRequest, page: number, hideNudity?: boolean): SearchQueryInput {
  const q: SearchQueryInput = { source: 'search', pp: SEARCH_PAGE_SIZE, searchAllCountries: '1' };
  // Spec §7: the member's choice (issue 27); without it the server applies the stored one.
  if (hideNudity !== undefined) q.hideNudity = hideNudity ? '1' : '0';
  const trafficsource = trafficSource(new URLSearchParams(window.location.search));
  if (trafficsource) q.trafficsource = trafficsource;
  if (req.kind === 'auto') {
    q.auto_load = '1';
  } else {
    const f = req.filters;
    q.gender = f.gender ?? '';
    q.min_age = f.min_age;
    q.max_age = f.max_age;
    q.country = f.country;
    q.countryregion = f.countryregion;
    // Only the first page of a filter change is the member's choice; later pages just scroll.
    if (req.kind === 'manual' && page === req.startPage) q.manual_search = '1';
    if (req.kind === 'similar') q.do_not_save = '1';
  }
  q.page = page;
  return q;
}

export function searchQueryOptions(req: SearchRequest, hideNudity?: boolean) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(req, hideNudity),
    queryFn: ({ pageParam, signal }) =>
      call(searchApi.searchMembers, { query: searchQuery(req, pageParam, hideNudity) }, { signal }),
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
  // A changed choice is a new query: the results are asked for again with it.
  const hideNudity = useQuery({ ...userQueryOptions, select: (u) => u?.hide_nudity }).data;
  return useInfiniteQuery({
    ...searchQueryOptions(req ?? { kind: 'auto', startPage: 1 }, hideNudity),
    enabled: req !== null,
  });
}
