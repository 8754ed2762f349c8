/** Spec §6: search country options are the member's country plus its neighbour. */
const NEIGHBOUR_PAIRS: readonly (readonly [string, string])[] = [
  ['AU', 'NZ'],
  ['NL', 'BE'],
  ['US', 'CA'],
  ['GB', 'IE'],
  ['DE', 'AT'],
];

/** The neighbour of a country in the spec's pairs, either way round, or null. */
export function neighbourOf(country: string): string | null {
  const c = country.toUpperCase();
  for (const [a, b] of NEIGHBOUR_PAIRS) {
    if (a === c) return b;
    if (b === c) return a;
  }
  return null;
}

/**
 * The countries a member may search. With search across all countries on (the default feature
 * configuration) every country of the site; otherwise the member's country and its neighbour.
 * A member without a country (or a guest) falls back to all of the site's countries so the
 * page is never empty.
 */
export function searchCountryOptions(opts: {
  memberCountry: string | null;
  siteCountries: readonly string[];
  searchAllCountries: boolean;
}): string[] {
  const { memberCountry, siteCountries, searchAllCountries } = opts;
  if (searchAllCountries || !memberCountry) return [...siteCountries];
  const own = memberCountry.toUpperCase();
  const neighbour = neighbourOf(own);
  return neighbour ? [own, neighbour] : [own];
}
