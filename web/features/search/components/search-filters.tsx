import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_RANGES } from '../../../../common/limits';
import { AGE_RANGE_BOUNDS, ageRangeOf } from '../../../../common/rules/age-range';
import { getSettings } from '../../../lib/settings';
import type { SearchFilters } from '../api/get-search';

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
  const id = useId();
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
      <div className="search-filters__field">
        <label className="field-label" htmlFor={`${id}-gender`}>
          {t('search.filters.gender')}
        </label>
        <select
          id={`${id}-gender`}
          className="input"
          value={filters.gender ?? ''}
          onChange={(e) =>
            onChange({ ...filters, gender: (e.target.value || null) as SearchFilters['gender'] })
          }
        >
          <option value="">{t('search.filters.anyone')}</option>
          <option value="female">{t('search.filters.women')}</option>
          <option value="male">{t('search.filters.men')}</option>
        </select>
      </div>
      <div className="search-filters__field">
        <label className="field-label" htmlFor={`${id}-age`}>
          {t('search.filters.age')}
        </label>
        <select
          id={`${id}-age`}
          className="input"
          value={range ?? 'custom'}
          onChange={(e) => {
            const b = AGE_RANGE_BOUNDS[e.target.value as (typeof AGE_RANGES)[number]];
            if (b) onChange({ ...filters, min_age: b.min, max_age: b.max });
          }}
        >
          {range === null && (
            <option value="custom" disabled>
              {`${filters.min_age}–${filters.max_age}`}
            </option>
          )}
          {AGE_RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`search.filters.ages.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__field search-filters__field--wide">
        <label className="field-label" htmlFor={`${id}-country`}>
          {t('search.filters.country')}
        </label>
        <select
          id={`${id}-country`}
          className="input"
          value={filters.country}
          onChange={(e) => onChange({ ...filters, country: e.target.value, countryregion: 0 })}
        >
          <option value="">{t('search.filters.allCountries')}</option>
          {countries.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__field search-filters__field--wide">
        <label className="field-label" htmlFor={`${id}-region`}>
          {t('search.filters.region')}
        </label>
        <select
          id={`${id}-region`}
          className="input"
          value={String(filters.countryregion)}
          disabled={regions.length === 0}
          onChange={(e) => onChange({ ...filters, countryregion: Number(e.target.value) })}
        >
          <option value="0">{t('search.filters.allRegions')}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
