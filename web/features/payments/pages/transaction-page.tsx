import { useQueryClient } from '@tanstack/react-query';
import { lastRefusedTarget, outboxPath } from '@web/lib/outbox';
import { userQueryKey } from '@web/lib/session/user';
import { ErrorState } from '@web/ui/error-state';
import { PageShell } from '@web/ui/page-shell';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { formatDate } from '../components/format';
import { PREMIUM_PREFIX } from '../components/plan-list';
import { Receipt } from '../components/receipt';
import { Loading } from '../components/states';
import { paymentKeys } from '../keys';

/**
 * /transactions/{id}: where the provider returns the member. Shows pending until the order is
 * settled (webhook or this page's own check, whichever comes first), then the outcome and receipt.
 */
export function TransactionPage() {
  const { t } = useTranslation();
  const id = Number(useParams().transactionId);
  const q = useOrder(Number.isInteger(id) && id > 0 ? id : 0);
  const queryClient = useQueryClient();
  const status = q.data?.order.status;
  useEffect(() => {
    if (status && status !== 'open') {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.catalogue() });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions() });
    }
  }, [status, queryClient]);

  const o = q.data?.order;
  const m = q.data?.member;
  // A message refused for lack of credits waits in the outbox: after paying, lead back to it.
  const unsent = lastRefusedTarget();
  const retryTo = o
    ? `/credits/${o.kind === 'premium' ? PREMIUM_PREFIX : ''}${o.product_id}/${o.method}`
    : '/credits';
  return (
    <PageShell title={t('routes.transactions-transactionId')}>
      {q.isPending && <Loading />}
      {q.isError && <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
      {o && m && (
        <div className="payments-column">
          <div
            className={`payments-outcome payments-outcome--${o.status} card`}
            role="status"
            aria-live="polite"
            data-testid="payment-outcome"
          >
            {o.status === 'open' && (
              <>
                <span className="payments-spinner" aria-hidden="true" />
                <p className="payments-lead">{t('payments.outcome.pending')}</p>
                <p className="payments-subnote">{t('payments.outcome.pendingHint')}</p>
              </>
            )}
            {o.status === 'paid' && (
              <>
                <p className="payments-lead">{t('payments.outcome.paid')}</p>
                <p className="payments-detail" data-testid="outcome-detail">
                  {o.kind === 'credits'
                    ? t('payments.outcome.newBalance', { count: m.balance })
                    : t('payments.premiumUntil', {
                        date: m.premium_until ? formatDate(m.premium_until) : '',
                      })}
                </p>
                {o.kind === 'credits' && unsent ? (
                  <Link className="btn btn-primary payments-action" to={outboxPath(unsent)}>
                    {t('payments.outcome.toConversation')}
                  </Link>
                ) : (
                  <Link
                    className="btn btn-primary payments-action"
                    to={o.kind === 'credits' ? '/chats' : '/premium'}
                  >
                    {o.kind === 'credits' ? t('payments.outcome.toChats') : t('routes.premium')}
                  </Link>
                )}
              </>
            )}
            {(o.status === 'failed' || o.status === 'canceled' || o.status === 'expired') && (
              <>
                <p className="payments-lead">{t(`payments.outcome.${o.status}`)}</p>
                <p className="payments-outcome__note">{t('payments.outcome.nothingCharged')}</p>
                <Link className="btn btn-primary payments-action" to={retryTo}>
                  {t('common.retry')}
                </Link>
              </>
            )}
          </div>
          {o.status !== 'open' && <Receipt order={o} />}
          <p className="payments-back">
            <Link className="link" to="/credits">
              {t('payments.backToCredits')}
            </Link>
          </p>
        </div>
      )}
    </PageShell>
  );
}
