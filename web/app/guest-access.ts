import { searchVisible } from '@common/rules/logged-out-search';
import { getSettings } from '@web/lib/settings';

/**
 * Login-required routes that a guest may still open under a site rule. Spec §6: logged-out
 * search is visible when `logged_out_search` is not none, or its traffic-source variant is not
 * none and a traffic source exists (here: the `trafficsource` or `network` query parameter).
 */
export const GUEST_ACCESS: Record<string, (url: URL) => boolean> = {
  // A banned member has no session any more; the page finds their reason by the ban notice.
  'pages-ban': () => true,
  // A cookie policy has to be readable before anyone logs in (issue 13.1).
  'pages-cookies': () => true,
  // Spec §4: the deleted-account hint sends a visitor who cannot log in here.
  'pages-service': () => true,
  members: (url) => {
    const s = getSettings();
    return searchVisible({
      loggedIn: false,
      loggedOutSearch: s.logged_out_search,
      loggedOutSearchTrafficsource: s.logged_out_search_trafficsource,
      trafficsource: url.searchParams.get('trafficsource') ?? url.searchParams.get('network'),
    });
  },
};
