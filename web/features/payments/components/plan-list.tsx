import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Catalogue } from '../../../../common/api/payments';
import { formatMoney } from './format';

export const PREMIUM_PREFIX = 'premium-';

/** Premium plans: duration, price with VAT, buy link (checkout ids carry a `premium-` prefix). */
export function PlanList({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {catalogue.plans.map((p) => (
        <li key={p.id} className="payments-offer card flex flex-col p-5">
          <h3 className="text-xl font-bold">{t('payments.months', { count: p.months })}</h3>
          <p className="mt-3 text-xl font-semibold">
            {p.list_price !== p.price && (
              <s className="mr-2 text-base font-normal text-[var(--color-text-muted)]">
                <span className="sr-only">{t('payments.wasPrice')} </span>
                {formatMoney(p.list_price, catalogue.currency)}
              </s>
            )}
            {formatMoney(p.price, catalogue.currency)}
          </p>
          <p className="text-xs text-[var(--color-text-muted)]">
            {t('payments.vatIncluded', { rate: catalogue.vat_permille / 10 })}
          </p>
          <Link
            className="btn btn-primary mt-4"
            to={`/credits/${PREMIUM_PREFIX}${p.id}`}
            aria-label={t('payments.buyPremiumLabel', { count: p.months })}
          >
            {t('payments.becomePremium')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
