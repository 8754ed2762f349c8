import type { Catalogue } from '@common/api/payments';
import type { PaymentMethod } from '@common/rules/pricing';
import { ApiRequestError } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { FormAlert } from '@web/ui/form-alert';
import { PageShell } from '@web/ui/page-shell';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCreateOrder } from '../api/create-order';
import { DiscountBanner } from '../components/discount-banner';
import { formatMoney } from '../components/format';
import { MethodPicker } from '../components/method-picker';
import { PREMIUM_PREFIX } from '../components/plan-list';
import { PriceCountry } from '../components/price-country';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';
import { useOffer } from '../hooks/use-offer';

type Chosen = { kind: 'credits' | 'premium'; id: string; title: string; price: number; list_price: number };

function choose(c: Catalogue, creditId: string, t: TFunction): Chosen | null {
  if (creditId.startsWith(PREMIUM_PREFIX)) {
    const p = c.plans.find((x) => x.id === creditId.slice(PREMIUM_PREFIX.length));
    return p
      ? {
          kind: 'premium',
          id: p.id,
          title: t('payments.premiumMonths', { count: p.months }),
          price: p.price,
          list_price: p.list_price,
        }
      : null;
  }
  const p = c.packages.find((x) => x.id === creditId);
  return p
    ? {
        kind: 'credits',
        id: p.id,
        title: t('payments.credits', { count: p.credits }),
        price: p.price,
        list_price: p.list_price,
      }
    : null;
}

/** /credits/{creditId}/{paymentMethod?}: summary, method, then off to the provider's checkout. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { creditId = '', paymentMethod } = useParams();
  const { validCode, discount, catalogue } = useOffer();
  const order = useCreateOrder();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const c = catalogue.data;
  const chosen = c ? choose(c, creditId, t) : null;
  const methods = c?.methods ?? [];
  const method =
    picked && methods.includes(picked) ? picked : (methods.find((m) => m === paymentMethod) ?? methods[0]);
  const error = order.error instanceof ApiRequestError ? order.error.code : order.error ? 'network' : null;

  return (
    <PageShell
      title={t('routes.credits-creditId-paymentMethod')}
      actions={<PriceCountry country={c?.country} />}
    >
      <TestModeNotice show={c?.test_mode === true} />
      {catalogue.isPending && <Loading />}
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {c && !chosen && (
        <div className="card payments-panel" role="alert">
          <p>{t('errors.unknown_product')}</p>
          <Link className="btn btn-primary payments-action" to="/credits">
            {t('payments.backToCredits')}
          </Link>
        </div>
      )}
      {c && chosen && method && (
        <form
          className="payments-column"
          onSubmit={(e) => {
            e.preventDefault();
            order.mutate({
              kind: chosen.kind,
              product_id: chosen.id,
              method,
              // The country these prices are for; the server refuses the order if that changed.
              country: c.country,
              code: validCode ?? undefined,
            });
          }}
        >
          <DiscountBanner discount={discount.data ?? null} />
          <div className="card payments-summary">
            <div>
              <p className="payments-note">{t('payments.youBuy')}</p>
              <p className="payments-product" data-testid="checkout-product">
                {chosen.title}
              </p>
            </div>
            <div className="payments-price">
              {chosen.list_price !== chosen.price && (
                <s className="payments-was-price">{formatMoney(chosen.list_price, c.currency)}</s>
              )}
              <p className="payments-amount" data-testid="checkout-price">
                {formatMoney(chosen.price, c.currency)}
              </p>
              <p className="payments-fine-print">
                {t('payments.vatIncluded', { rate: c.vat_permille / 10 })}
              </p>
            </div>
          </div>
          <MethodPicker methods={methods} value={method} onChange={setPicked} />
          <FormAlert message={error ? t(`errors.${error}`, { defaultValue: t('errors.internal') }) : null} />
          <button
            type="submit"
            className="btn btn-primary btn-lg"
            disabled={order.isPending || order.isSuccess}
            aria-busy={order.isPending}
          >
            {order.isPending || order.isSuccess
              ? t('payments.redirecting')
              : t('payments.payNow', { price: formatMoney(chosen.price, c.currency) })}
          </button>
          <p className="payments-back">
            <Link className="link" to="/credits">
              {t('payments.backToCredits')}
            </Link>
          </p>
        </form>
      )}
    </PageShell>
  );
}
