import type { SearchResponse } from '@common/api/search';
import type { User } from '@common/api/user';
import { findRoute } from '@common/routes';
import { webcamTilesAllowed } from '@common/rules/webcam-slots';
import type { QueryClient } from '@tanstack/react-query';
import { camsQueryOptions } from '@web/features/xcams';
import { userQueryOptions } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { searchQueryOptions } from './api/get-search';
import type { SearchFilters, SearchRequest } from './keys';

/** A `page` or `similarpage` parameter of the address: a whole number from 1, else 1. */
export function pageParam(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The page's first request: the automatic search (spec §4) from the address's page on. */
export function firstSearchRequest(params: URLSearchParams): SearchRequest {
  return { kind: 'auto', startPage: pageParam(params.get('page')) };
}

/** The filters the first answer brings (spec §4: they initialise the controls) and its country options. */
export function filtersOf(first: SearchResponse): { filters: SearchFilters; countries: string[] } {
  const { countries, ...filters } = first.filter_options;
  return { filters, countries };
}

/** Spec §6: whether this member's results carry webcam tiles. */
export function camTilesFor(user: User | null | undefined): boolean {
  return webcamTilesAllowed({
    loggedIn: Boolean(user),
    paidUser: user?.paid_user ?? false,
    signupDate: user?.signup_date ?? null,
    memberResell: getSettings().member_resell,
  });
}

/**
 * Asks for the search page's first answers while its code loads: the results as soon as the
 * member is known, the cams as soon as the results are (their filters come with them). The page
 * asked for each only after rendering what came before, so a phone waited for three renders
 * between the answers (decision 023q). Same queries as the page's, so it finds them answered or
 * in flight; a failure is left to the page, which asks again and shows it.
 */
export async function prefetchSearchPage(queryClient: QueryClient): Promise<void> {
  // Only on a load of this page: during a navigation from another one the address is still that
  // page's (its `page`, its traffic source), and the page asks for its answers itself.
  if (findRoute(window.location.pathname)?.route.name !== 'members') return;
  const user = await queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (!user) return;
  const results = searchQueryOptions(
    firstSearchRequest(new URLSearchParams(window.location.search)),
    user.hide_nudity,
  );
  await queryClient.prefetchInfiniteQuery(results);
  const first = queryClient.getQueryData(results.queryKey)?.pages[0];
  if (first && camTilesFor(user)) await queryClient.prefetchQuery(camsQueryOptions(filtersOf(first).filters));
}
