import { getSettings } from '@web/lib/settings';
import { SelectField } from '@web/ui/select-field';
import { useTranslation } from 'react-i18next';

/** Picks the payment country; prices, currency, VAT and methods follow it. */
export function CountrySelect({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language || 'en'], { type: 'region' });
  return (
    <SelectField
      fieldClassName="payments-country"
      labelClassName="payments-country__label"
      className="input payments-country__select"
      label={t('payments.country')}
      value={value}
      options={getSettings().countries.map((c) => ({ value: c, label: names.of(c) ?? c }))}
      onChange={onChange}
    />
  );
}
