import { ApiRequestError } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { FormAlert } from '@web/ui/form-alert';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateOrder } from '../api/create-order';
import { useCatalogue } from '../api/get-catalogue';
import { useLastOrder } from '../api/get-last-order';
import { formatMoney } from '../components/format';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';

/** /credits/repeat-order: the last package with the last method, after one confirmation. */
export function RepeatOrderPage() {
  const { t } = useTranslation();
  const last = useLastOrder();
  const order = useCreateOrder();
  const o = last.data?.order;
  // Today's price in today's country (the server's evidence), as the repeated order will be.
  const catalogue = useCatalogue(null, Boolean(o));
  const offer =
    o &&
    (o.kind === 'credits' ? catalogue.data?.packages : catalogue.data?.plans)?.find(
      (p) => p.id === o.product_id,
    );
  const error = order.error instanceof ApiRequestError ? order.error.code : order.error ? 'network' : null;
  return (
    <PageShell title={t('routes.credits-repeat-order')}>
      <TestModeNotice show={catalogue.data?.test_mode === true} />
      {last.isPending && <Loading />}
      {last.isError && <ErrorState error={last.error} onRetry={() => void last.refetch()} />}
      {last.isSuccess && !o && (
        <div className="card payments-panel">
          <p>{t('payments.noLastOrder')}</p>
          <Link className="btn btn-primary payments-action" to="/credits">
            {t('payments.backToCredits')}
          </Link>
        </div>
      )}
      {o && (
        <div className="card payments-dialog">
          <p className="payments-statement" data-testid="repeat-summary">
            {t('payments.repeatQuestion', {
              product:
                o.kind === 'credits'
                  ? t('payments.credits', { count: o.credits })
                  : t('payments.premiumMonths', { count: o.months }),
              method: t(`payments.methods.${o.method}`),
            })}
          </p>
          {offer && catalogue.data && (
            <p className="payments-amount" data-testid="repeat-price">
              {formatMoney(offer.price, catalogue.data.currency)}
            </p>
          )}
          <p className="payments-note">{t('payments.repeatPriceNote')}</p>
          <FormAlert message={error ? t(`errors.${error}`, { defaultValue: t('errors.internal') }) : null} />
          <div className="payments-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={order.isPending || order.isSuccess}
              aria-busy={order.isPending}
              onClick={() => order.mutate({ repeat: true })}
            >
              {order.isPending || order.isSuccess ? t('payments.redirecting') : t('payments.confirmRepeat')}
            </button>
            <Link className="btn btn-ghost" to="/credits">
              {t('payments.cancel')}
            </Link>
          </div>
        </div>
      )}
    </PageShell>
  );
}
