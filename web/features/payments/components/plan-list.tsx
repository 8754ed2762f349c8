import type { Catalogue } from '@common/api/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferPrice } from './offer-price';

export const PREMIUM_PREFIX = 'premium-';

/** Premium plans: duration, price with VAT, buy link (checkout ids carry a `premium-` prefix). */
export function PlanList({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  return (
    <ul className="payments-plans">
      {catalogue.plans.map((p) => (
        <li key={p.id} className="payments-offer card">
          <h3 className="payments-plan__title">{t('payments.months', { count: p.months })}</h3>
          <OfferPrice
            className="payments-plan__price"
            price={p.price}
            listPrice={p.list_price}
            currency={catalogue.currency}
            vatPermille={catalogue.vat_permille}
          />
          {/* The visible text names the offer itself, so speech users can say what they see. */}
          <Link className="btn btn-primary payments-action" to={`/credits/${PREMIUM_PREFIX}${p.id}`}>
            {t('payments.buyPremiumLabel', { count: p.months })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
