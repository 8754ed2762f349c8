import type { Catalogue } from '@common/api/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from './format';
import { OfferPrice } from './offer-price';

/** Credit packages as cards: credits, price with VAT (and the list price when discounted), buy link. */
export function PackageList({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  if (catalogue.packages.length === 0)
    return <p className="card payments-empty">{t('payments.noPackages')}</p>;
  return (
    <ul className="payments-offers">
      {catalogue.packages.map((p) => (
        <li
          key={p.id}
          className={`payments-offer card ${p.highlighted ? 'payments-offer--highlighted' : ''}`}
        >
          {p.highlighted && <span className="payments-badge">{t('payments.popular')}</span>}
          <h3 className="payments-product">{t('payments.credits', { count: p.credits })}</h3>
          <p className="payments-subnote">
            {t('payments.perCredit', {
              price: formatMoney(Math.round(p.price / p.credits), catalogue.currency),
            })}
          </p>
          <OfferPrice
            className="payments-offer__price"
            price={p.price}
            listPrice={p.list_price}
            currency={catalogue.currency}
            vatPermille={catalogue.vat_permille}
          />
          {/* The visible text names the offer itself, so speech users can say what they see. */}
          <Link className="btn btn-primary payments-action" to={`/credits/${p.id}`}>
            {t('payments.buyCreditsLabel', { count: p.credits })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
