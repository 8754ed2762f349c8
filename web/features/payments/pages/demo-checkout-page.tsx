import { ApiRequestError } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { FormAlert } from '@web/ui/form-alert';
import { PageShell } from '@web/ui/page-shell';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDemoPayment } from '../api/get-demo-payment';
import { usePayDemo } from '../api/pay-demo';
import { formatMoney } from '../components/format';
import { Loading } from '../components/states';
import { TestModeNotice } from '../components/test-mode-notice';

const OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;

/** The demo provider's checkout: plainly a test, the buyer picks what the "bank" answers. */
export function DemoCheckoutPage() {
  const { t } = useTranslation();
  const id = useParams().paymentId ?? '';
  const q = useDemoPayment(id);
  const pay = usePayDemo();
  const error = pay.error instanceof ApiRequestError ? pay.error.code : pay.error ? 'network' : null;
  return (
    <PageShell title={t('routes.checkout-demo')}>
      <TestModeNotice show />
      {q.isPending && <Loading />}
      {q.isError && <ErrorState error={q.error} />}
      {q.data && (
        <div className="card payments-dialog">
          <p className="payments-note">{q.data.description}</p>
          <p className="payments-demo-amount" data-testid="demo-amount">
            {formatMoney(q.data.amount, q.data.currency)}
          </p>
          <p>
            {t('payments.method')}: {t(`payments.methods.${q.data.method}`)}
          </p>
          {q.data.status !== 'open' ? (
            <p role="status">{t('payments.demo.done', { status: t(`payments.status.${q.data.status}`) })}</p>
          ) : (
            <>
              <p>{t('payments.demo.pick')}</p>
              <FormAlert
                message={error ? t(`errors.${error}`, { defaultValue: t('errors.internal') }) : null}
              />
              <div className="payments-choices">
                {OUTCOMES.map((o) => (
                  <button
                    key={o}
                    type="button"
                    className={`btn ${o === 'paid' ? 'btn-primary' : 'btn-ghost'}`}
                    disabled={pay.isPending || pay.isSuccess}
                    onClick={() => pay.mutate({ id, outcome: o })}
                  >
                    {t(`payments.demo.${o}`)}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      )}
    </PageShell>
  );
}
