import type { SearchQuery } from '@common/api/search';
import { isOn } from '@common/api/search';
import type { SiteConfig } from '@common/api/settings';
import { MAX_AGE, MIN_AGE } from '@common/limits';
import { searchCountryOptions } from '@common/rules/neighbours';
import { isRegionOf } from '@common/rules/regions';
import { validationFailed } from '@server/errors';
import type { SavedFilters } from './queries';

export type Viewer = {
  userId: number;
  profileId: number;
  gender: 'male' | 'female' | null;
  country: string | null;
};

export type ResolvedFilters = SavedFilters & { countries: string[] };

/** Server defaults for the automatic first load: the other gender, every age, every allowed country. */
export function defaultFilters(viewer: Viewer | null): SavedFilters {
  const gender = viewer?.gender === 'male' ? 'female' : viewer?.gender === 'female' ? 'male' : null;
  return { gender, min_age: MIN_AGE, max_age: MAX_AGE, country: null, countryregion: 0 };
}

/**
 * The filters one request searches with. `auto_load` uses the member's saved filters (or the
 * defaults); otherwise the query's, each missing one taken from the defaults. Countries outside
 * the member's options, regions of another country and reversed age ranges are refused with a
 * 400 naming the field; a saved filter that no longer fits (the site's countries changed) falls
 * back to the defaults instead.
 */
export function resolveFilters(
  q: SearchQuery,
  site: SiteConfig,
  viewer: Viewer | null,
  saved: SavedFilters | null,
): ResolvedFilters {
  const countries = searchCountryOptions({
    memberCountry: viewer?.country ?? null,
    siteCountries: site.countries,
    searchAllCountries: site.features.searchAllCountries,
  });
  const defaults = defaultFilters(viewer);
  if (isOn(q.auto_load)) {
    const f = saved && fits(saved, countries) ? saved : defaults;
    return { ...f, countries };
  }
  const country = q.country && q.country !== '0' ? q.country.toUpperCase() : null;
  if (country && !countries.includes(country))
    throw validationFailed({ country: 'invalid' }, 'Unknown country.');
  const minAge = q.min_age ?? defaults.min_age;
  const maxAge = q.max_age ?? defaults.max_age;
  if (minAge > maxAge)
    throw validationFailed({ min_age: 'invalid' }, 'The minimum age is above the maximum age.');
  const region = country ? (q.countryregion ?? 0) : 0;
  if (country && region > 0 && !isRegionOf(country, region)) {
    throw validationFailed({ countryregion: 'invalid' }, 'Unknown region.');
  }
  const gender = q.gender === undefined ? defaults.gender : q.gender === '' ? null : q.gender;
  return { gender, min_age: minAge, max_age: maxAge, country, countryregion: region, countries };
}

function fits(f: SavedFilters, countries: string[]): boolean {
  if (f.country && !countries.includes(f.country)) return false;
  return !(f.country && f.countryregion > 0 && !isRegionOf(f.country, f.countryregion));
}
