import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../common/rules/pricing';

/** The payment methods of the payment country as a radio group. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="field-label mb-2">{t('payments.method')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {methods.map((m) => (
          <label
            key={m}
            className={`payments-method card flex cursor-pointer items-center gap-3 p-4 ${value === m ? 'payments-method--selected' : ''}`}
          >
            <input type="radio" name="method" value={m} checked={value === m} onChange={() => onChange(m)} />
            <span className="font-medium">{t(`payments.methods.${m}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
