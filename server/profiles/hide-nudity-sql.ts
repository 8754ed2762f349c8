/*
 * Whether a member hides photos flagged as nudity (issue 27): their own choice, else their site's
 * `hide_nudity_default` (the sites table holds every site's parsed config), else hide. One SQL
 * expression for the session record and the profile loaders, so they never disagree.
 */

/** For the users row `alias` (alias required). */
export const hideNudityOfSql = (alias: string) =>
  `coalesce(${alias}.hide_nudity,
    (select (st.config->>'hide_nudity_default')::boolean from sites st where st.key = ${alias}.site_key),
    true)`;
