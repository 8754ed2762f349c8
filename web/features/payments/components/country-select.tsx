import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getSettings } from '../../../lib/settings';

/** Picks the payment country; prices, currency, VAT and methods follow it. */
export function CountrySelect({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const names = new Intl.DisplayNames([i18n.language || 'en'], { type: 'region' });
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="field-label m-0 whitespace-nowrap">
        {t('payments.country')}
      </label>
      <select id={id} className="input py-1" value={value} onChange={(e) => onChange(e.target.value)}>
        {getSettings().countries.map((c) => (
          <option key={c} value={c}>
            {names.of(c) ?? c}
          </option>
        ))}
      </select>
    </div>
  );
}
