import { MIN_AGE } from '@common/limits';
import { birthYears, type DateOrder } from '@common/rules/date-of-birth';
import { Select } from '@web/ui/select-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type DobParts = { day: string; month: string; year: string };

/** Month, day and year selects in the locale's order (DMY, MDY or YMD), years newest first. */
export function DateOfBirthField({
  value,
  onChange,
  order,
  error,
}: {
  value: DobParts;
  onChange: (v: DobParts) => void;
  order: DateOrder;
  error: string | null;
}) {
  const { t, i18n } = useTranslation();
  const base = useId();
  const errorId = `${base}-error`;
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const parts = {
    D: {
      key: 'day' as const,
      label: t('signup.details.day'),
      options: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
    },
    M: {
      key: 'month' as const,
      label: t('signup.details.month'),
      options: Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: monthName.format(new Date(Date.UTC(2001, i, 1))),
      })),
    },
    Y: {
      key: 'year' as const,
      label: t('signup.details.year'),
      options: birthYears().map((y) => ({ value: String(y), label: String(y) })),
    },
  };
  return (
    <fieldset className="field" aria-describedby={error ? errorId : undefined} data-testid="dob">
      <legend className="field-label">{t('signup.details.dob')}</legend>
      <div className="signup-dob">
        {[...order].map((letter) => {
          const p = parts[letter as 'D' | 'M' | 'Y'];
          return (
            <Select
              key={p.key}
              aria-label={p.label}
              data-part={p.key}
              value={value[p.key]}
              aria-invalid={error ? true : undefined}
              placeholder={p.label}
              options={p.options}
              onChange={(v) => onChange({ ...value, [p.key]: v })}
            />
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="field-hint">{t('signup.details.dobHint', { min_age: MIN_AGE })}</p>
    </fieldset>
  );
}
