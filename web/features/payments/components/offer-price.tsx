import { useTranslation } from 'react-i18next';
import { formatMoney } from './format';

/** An offer's price with VAT, the list price struck through when a discount applies. */
export function OfferPrice({
  price,
  listPrice,
  currency,
  vatPermille,
  className,
}: {
  price: number;
  listPrice: number;
  currency: string;
  vatPermille: number;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={className}>
        {listPrice !== price && (
          <s className="mr-2 text-base font-normal text-[var(--color-text-muted)]">
            <span className="sr-only">{t('payments.wasPrice')} </span>
            {formatMoney(listPrice, currency)}
          </s>
        )}
        {formatMoney(price, currency)}
      </p>
      <p className="text-xs text-[var(--color-text-muted)]">
        {t('payments.vatIncluded', { rate: vatPermille / 10 })}
      </p>
    </>
  );
}
