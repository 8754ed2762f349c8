import { warmRegionNames } from '@web/lib/format-locale';
import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useDeferredReady } from '@web/ui/use-deferred-ready';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DiscountBanner } from '../components/discount-banner';
import { PackageList } from '../components/package-list';
import { PriceCountry } from '../components/price-country';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';
import { TransactionsList } from '../components/transactions-list';
import { useOffer } from '../hooks/use-offer';

// The price country's name (PriceCountry) is in the page's first render.
warmRegionNames();

/** /credits: balance, credit packages with the active discount, repeat order, transactions. */
export function CreditsPage() {
  const { t } = useTranslation();
  const { discount, catalogue } = useOffer();
  const c = catalogue.data;
  // Balance, discount and packages show together: each arriving on its own pushed the others down
  // (a layout shift of 0.78 on a phone, issue 23).
  // The page comes in the render after the answers', cut into short tasks.
  const ready = useDeferredReady(!catalogue.isPending && !discount.isPending);
  if (!ready) {
    return (
      <PageShell title={t('routes.credits')} fillScreen>
        <Loading />
      </PageShell>
    );
  }
  return (
    <PageShell title={t('routes.credits')} actions={<PriceCountry country={c?.country} />} fillScreen>
      <TestModeNotice show={c?.test_mode === true} />
      {c?.member && (
        <div className="card payments-balance-bar">
          <p>
            <span className="payments-muted">{t('payments.balance')}</span>{' '}
            <strong className="payments-balance" data-testid="credit-balance">
              {c.member.balance}
            </strong>
          </p>
          <p className="payments-note">{t('payments.messagePrice', { count: c.message_credits })}</p>
          {c.member.paid_user && (
            <Link className="btn btn-ghost btn-sm" to="/credits/repeat-order">
              {t('routes.credits-repeat-order')}
            </Link>
          )}
        </div>
      )}
      {discount.isError && <ErrorState error={discount.error} />}
      <DiscountBanner discount={discount.data ?? null} />
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {/* The packages' h3 titles need an h2 above them, as on the pricing page. */}
      <h2 className="sr-only">{t('payments.creditsTitle')}</h2>
      {c && <PackageList catalogue={c} />}
      <p className="payments-more">
        <Link className="link" to="/premium">
          {/* Only promise cheaper messages where the site really prices them lower for premium. */}
          {c && c.premium_message_credits < c.message_credits
            ? t('payments.toPremium')
            : t('payments.toPremiumPlain')}
        </Link>
      </p>
      <section aria-labelledby="credits-transactions" className="payments-history">
        <h2 id="credits-transactions" className="payments-heading">
          {t('payments.transactions')}
        </h2>
        <TransactionsList />
      </section>
    </PageShell>
  );
}
