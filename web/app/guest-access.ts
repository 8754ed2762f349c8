import { searchVisible } from '@common/rules/logged-out-search';
import { getSettings } from '@web/lib/settings';
import { trafficSource } from '@web/lib/tracking';
import { queryClient } from './query-client';

/**
 * Login-required routes that a visitor without a session may still open under a rule (spec §2
 * says login for everything else, /pages/cookies and /pages/service included: decision 025d).
 */
export const GUEST_ACCESS: Record<string, (url: URL) => boolean | Promise<boolean>> = {
  // A ban ends the session, so the banned member's login here is the ban notice the server set
  // when it refused them (GET /api/ban.php answers `banned` only for that browser).
  // Loaded when asked: the landing's entry does not carry the account feature (decision 023c).
  'pages-ban': async () => {
    const { banQueryOptions } = await import('@web/features/account/api/ban');
    return (await queryClient.fetchQuery(banQueryOptions)).banned;
  },
  // Spec §6: logged-out search is visible when `logged_out_search` is not none, or its
  // traffic-source variant is not none and a traffic source exists.
  members: (url) => {
    const s = getSettings();
    return searchVisible({
      loggedIn: false,
      loggedOutSearch: s.logged_out_search,
      loggedOutSearchTrafficsource: s.logged_out_search_trafficsource,
      trafficsource: trafficSource(url.searchParams),
    });
  },
};
