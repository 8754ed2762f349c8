import { isPremium } from '@common/rules/premium';
import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { AdvantagesList } from '../components/advantages-list';
import { DiscountBanner } from '../components/discount-banner';
import { formatDate } from '../components/format';
import { PlanList } from '../components/plan-list';
import { PriceCountry } from '../components/price-country';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';
import { useOffer } from '../hooks/use-offer';

/** /premium: the member's premium status, the advantages of this site and the plans. */
export function PremiumPage() {
  const { t } = useTranslation();
  const { discount, catalogue } = useOffer();
  const c = catalogue.data;
  const until = c?.member?.premium_until ?? null;
  return (
    <PageShell title={t('routes.premium')} actions={<PriceCountry country={c?.country} />}>
      <TestModeNotice show={c?.test_mode === true} />
      {catalogue.isPending && <Loading />}
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {c && (
        <>
          <div className="card payments-status-card" data-testid="premium-status">
            {isPremium(until) && until ? (
              <p className="payments-lead">{t('payments.premiumUntil', { date: formatDate(until) })}</p>
            ) : (
              <p className="payments-statement">{t('payments.notPremium')}</p>
            )}
            {c.premium_message_credits < c.message_credits && (
              <p className="payments-subnote">
                {t('payments.premiumMessagePrice', {
                  count: c.premium_message_credits,
                  normal: c.message_credits,
                })}
              </p>
            )}
          </div>
          {discount.isError && <ErrorState error={discount.error} />}
          <DiscountBanner discount={discount.data ?? null} />
          <div className="payments-split">
            <section aria-labelledby="premium-advantages">
              <h2 id="premium-advantages" className="payments-heading">
                {t('payments.advantagesTitle')}
              </h2>
              <AdvantagesList catalogue={c} />
            </section>
            <section aria-labelledby="premium-plans">
              <h2 id="premium-plans" className="payments-heading">
                {isPremium(until) ? t('payments.extend') : t('payments.choosePlan')}
              </h2>
              <PlanList catalogue={c} />
            </section>
          </div>
        </>
      )}
    </PageShell>
  );
}
