/**
 * Spec §6: search is visible when the visitor is logged in, or `logged_out_search` is not none,
 * or the traffic-source variant is not none and a traffic source exists.
 */
export function searchVisible(opts: {
  loggedIn: boolean;
  loggedOutSearch: 'none' | 'other';
  loggedOutSearchTrafficsource: 'none' | 'other';
  trafficsource: string | null | undefined;
}): boolean {
  if (opts.loggedIn) return true;
  if (opts.loggedOutSearch !== 'none') return true;
  const hasSource = Boolean(opts.trafficsource && opts.trafficsource.trim().length > 0);
  return opts.loggedOutSearchTrafficsource !== 'none' && hasSource;
}
