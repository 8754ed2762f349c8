import { AGE_RANGES } from '@common/limits';
import { AGE_RANGE_BOUNDS, ageRangeOf } from '@common/rules/age-range';
import { getSettings } from '@web/lib/settings';
import { SelectField } from '@web/ui/select-field';
import { useTranslation } from 'react-i18next';
import type { SearchFilters } from '../keys';

const FIELD = 'search-filters__field';

/** Gender, age range, country and region (spec §2). Changing country resets region to 0 (spec §4). */
export function SearchFiltersForm({
  filters,
  countries,
  onChange,
}: {
  filters: SearchFilters;
  countries: string[];
  onChange: (f: SearchFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const settings = getSettings();
  const regions = filters.country ? (settings.region_data[filters.country] ?? []) : [];
  const range = ageRangeOf(filters.min_age, filters.max_age);
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <form
      className="search-filters card"
      aria-label={t('search.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        fieldClassName={FIELD}
        label={t('search.filters.gender')}
        value={filters.gender ?? ''}
        options={[
          { value: '', label: t('search.filters.anyone') },
          { value: 'female', label: t('search.filters.women') },
          { value: 'male', label: t('search.filters.men') },
        ]}
        onChange={(v) => onChange({ ...filters, gender: (v || null) as SearchFilters['gender'] })}
      />
      <SelectField
        fieldClassName={FIELD}
        label={t('search.filters.age')}
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
      <SelectField
        fieldClassName={`${FIELD} search-filters__field--wide`}
        label={t('search.filters.country')}
        value={filters.country}
        options={[
          { value: '', label: t('search.filters.allCountries') },
          ...countries.map((c) => ({ value: c, label: countryName(c) })),
        ]}
        onChange={(v) => onChange({ ...filters, country: v, countryregion: 0 })}
      />
      <SelectField
        fieldClassName={`${FIELD} search-filters__field--wide`}
        label={t('search.filters.region')}
        value={String(filters.countryregion)}
        disabled={regions.length === 0}
        options={[
          { value: '0', label: t('search.filters.allRegions') },
          ...regions.map((r) => ({ value: String(r.id), label: r.name })),
        ]}
        onChange={(v) => onChange({ ...filters, countryregion: Number(v) })}
      />
    </form>
  );
}
