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
          <s className="payments-price__was">
            <span className="sr-only">{t('payments.wasPrice')} </span>
            {formatMoney(listPrice, currency)}
          </s>
        )}
        {formatMoney(price, currency)}
      </p>
      <p className="payments-fine-print">{t('payments.vatIncluded', { rate: vatPermille / 10 })}</p>
    </>
  );
}
