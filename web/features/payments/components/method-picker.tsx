import type { PaymentMethod } from '@common/rules/pricing';
import { useTranslation } from 'react-i18next';

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
      <legend className="field-label payments-methods__legend">{t('payments.method')}</legend>
      <div className="payments-methods">
        {methods.map((m) => (
          <label key={m} className={`payments-method card ${value === m ? 'payments-method--selected' : ''}`}>
            <input type="radio" name="method" value={m} checked={value === m} onChange={() => onChange(m)} />
            <span className="payments-method__name">{t(`payments.methods.${m}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
