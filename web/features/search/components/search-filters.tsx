import { AGE_RANGES } from '@common/limits';
import { AGE_RANGE_BOUNDS, ageRangeOf } from '@common/rules/age-range';
import { getSettings } from '@web/lib/settings';
import { SelectField } from '@web/ui/select-field';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '../keys';

const FIELD = 'search-filters__field';

/** The form's place while the first answer (which carries the filters) loads: same fields, disabled. */
export const PENDING_FILTERS: SearchFilters = {
  gender: null,
  min_age: AGE_RANGE_BOUNDS.all.min,
  max_age: AGE_RANGE_BOUNDS.all.max,
  country: '',
  countryregion: 0,
};

/** One region-name lookup per language, built on first use; codes when the language is unknown. */
const namers = new Map<string, (code: string) => string>();
function countryNamer(language: string): (code: string) => string {
  let namer = namers.get(language);
  if (!namer) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      // an unknown language: the codes stand for the names
    }
    namer = (code) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
    namers.set(language, namer);
  }
  return namer;
}

/**
 * Gender, age range, country and region (spec §2), those of them the site offers (`search_fields`,
 * spec §3; a filter it leaves out keeps the server's default). Changing country resets region to 0 (spec §4).
 * `pending`: shown disabled before the filters are known, so the results below do not move when
 * they arrive (issue 23). Memoised: the page above renders again with each of its answers (results,
 * cams, the user's refresh), and the form with its selects was a few ms of each (decision 023l).
 */
export const SearchFiltersForm = memo(function SearchFiltersForm({
  filters,
  countries,
  onChange,
  pending = false,
}: {
  filters: SearchFilters;
  countries: string[];
  onChange: (f: SearchFilters) => void;
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const regions = filters.country ? (settings.region_data[filters.country] ?? []) : [];
  const range = ageRangeOf(filters.min_age, filters.max_age);
  const offered = new Set(settings.search_fields);
  // The countries' names (spec §2) need Intl.DisplayNames, whose first use loads the language's
  // region data: 35-50 ms of one task on a phone while the results arrive (decision 023d). Until
  // the member reaches for the select (focus, pointer) or a country is chosen, the options carry
  // their codes: a closed select shows only "All countries", and the values are the same.
  const [namesWanted, setNamesWanted] = useState(false);
  const named = namesWanted || filters.country !== '';
  const countryOptions = useMemo(() => {
    const nameOf = named ? countryNamer(i18n.language) : (code: string) => code;
    return countries.map((c) => ({ value: c, label: nameOf(c) }));
  }, [countries, i18n.language, named]);
  if (offered.size === 0) return null;
  return (
    <form
      className="search-filters card"
      aria-label={t('search.filters.label')}
      aria-busy={pending || undefined}
      onSubmit={(e) => e.preventDefault()}
    >
      {offered.has('gender') && (
        <SelectField
          fieldClassName={FIELD}
          label={t('search.filters.gender')}
          disabled={pending}
          value={filters.gender ?? ''}
          options={[
            { value: '', label: t('search.filters.anyone') },
            { value: 'female', label: t('search.filters.women') },
            { value: 'male', label: t('search.filters.men') },
          ]}
          onChange={(v) => onChange({ ...filters, gender: (v || null) as SearchFilters['gender'] })}
        />
      )}
      {offered.has('age') && (
        <SelectField
          fieldClassName={FIELD}
          label={t('search.filters.age')}
          disabled={pending}
          value={range ?? 'custom'}
          options={[
            ...(range === null
              ? [{ value: 'custom', label: `${filters.min_age}–${filters.max_age}`, disabled: true }]
              : []),
            ...AGE_RANGES.map((r) => ({ value: r, label: t(`search.filters.ages.${r}`) })),
          ]}
          onChange={(v) => {
            const b = AGE_RANGE_BOUNDS[v as (typeof AGE_RANGES)[number]];
            if (b) onChange({ ...filters, min_age: b.min, max_age: b.max });
          }}
        />
      )}
      {offered.has('country') && (
        <SelectField
          fieldClassName={`${FIELD} search-filters__field--wide`}
          label={t('search.filters.country')}
          disabled={pending}
          value={filters.country}
          onFocus={() => setNamesWanted(true)}
          onPointerDown={() => setNamesWanted(true)}
          options={[{ value: '', label: t('search.filters.allCountries') }, ...countryOptions]}
          onChange={(v) => onChange({ ...filters, country: v, countryregion: 0 })}
        />
      )}
      {offered.has('countryregion') && (
        <SelectField
          fieldClassName={`${FIELD} search-filters__field--wide`}
          label={t('search.filters.region')}
          value={String(filters.countryregion)}
          disabled={pending || regions.length === 0}
          options={[
            { value: '0', label: t('search.filters.allRegions') },
            ...regions.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
          onChange={(v) => onChange({ ...filters, countryregion: Number(v) })}
        />
      )}
    </form>
  );
});
