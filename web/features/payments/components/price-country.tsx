import { useTranslation } from 'react-i18next';

/**
 * The country prices, currency and VAT are for. Not a choice: it follows the evidence of where
 * the member is (decision 022b), so a member cannot pick a cheaper VAT rate.
 */
export function PriceCountry({ country }: { country: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!country) return null;
  const name = new Intl.DisplayNames([i18n.language || 'en'], { type: 'region' }).of(country) ?? country;
  return (
    <p className="payments-country" data-testid="price-country">
      {t('payments.pricesFor', { country: name })}
    </p>
  );
}
