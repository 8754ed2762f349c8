import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { useTransactions } from '../api/get-transactions';
import { formatDateTime, formatMoney } from './format';
import { Loading } from './states';

/** The member's orders, newest first, each linking to its receipt. */
export function TransactionsList() {
  const { t } = useTranslation();
  const q = useTransactions();
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.transactions.length === 0)
    return <p className="card p-6 text-center">{t('payments.noTransactions')}</p>;
  return (
    <ul className="card divide-y divide-[var(--color-border)]">
      {q.data.transactions.map((o) => (
        <li key={o.id}>
          <Link
            to={`/transactions/${o.id}`}
            className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-[var(--color-surface-muted)]"
          >
            <span>
              <span className="font-semibold">
                {o.kind === 'credits'
                  ? t('payments.credits', { count: o.credits })
                  : t('payments.premiumMonths', { count: o.months })}
              </span>
              <span className="ml-2 text-sm text-[var(--color-text-muted)]">
                {formatDateTime(o.created_at)}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <span className={`payments-status payments-status--${o.status}`}>
                {t(`payments.status.${o.status}`)}
              </span>
              <span className="font-semibold">{formatMoney(o.amount, o.currency)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
