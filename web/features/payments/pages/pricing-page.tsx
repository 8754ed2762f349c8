import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { AdvantagesList } from '../components/advantages-list';
import { DiscountBanner } from '../components/discount-banner';
import { PackageList } from '../components/package-list';
import { PlanList } from '../components/plan-list';
import { PriceCountry } from '../components/price-country';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';
import { useOffer } from '../hooks/use-offer';

/** Public price list (/pricing): credits, premium and its advantages, in the payment country. */
export function PricingPage() {
  const { t } = useTranslation();
  const { discount, catalogue } = useOffer();
  const c = catalogue.data;
  return (
    <PageShell title={t('routes.pricing')} actions={<PriceCountry country={c?.country} />}>
      <TestModeNotice show={c?.test_mode === true} />
      {discount.isError && <ErrorState error={discount.error} />}
      <DiscountBanner discount={discount.data ?? null} />
      {catalogue.isPending && <Loading />}
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {c && (
        <div className="payments-sections">
          <section aria-labelledby="pricing-credits">
            <h2 id="pricing-credits" className="payments-heading payments-heading--tight">
              {t('payments.creditsTitle')}
            </h2>
            <p className="payments-intro">{t('payments.messagePrice', { count: c.message_credits })}</p>
            <PackageList catalogue={c} />
          </section>
          <section aria-labelledby="pricing-premium">
            <h2 id="pricing-premium" className="payments-heading">
              {t('payments.premiumTitle')}
            </h2>
            <div className="payments-split">
              <AdvantagesList catalogue={c} />
              <PlanList catalogue={c} />
            </div>
          </section>
        </div>
      )}
    </PageShell>
  );
}
