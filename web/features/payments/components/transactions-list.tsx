import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    return <p className="card payments-panel">{t('payments.noTransactions')}</p>;
  return (
    <ul className="card payments-history-list">
      {q.data.transactions.map((o) => (
        <li key={o.id}>
          <Link to={`/transactions/${o.id}`} className="payments-history-item">
            <span>
              <span className="payments-strong">
                {o.kind === 'credits'
                  ? t('payments.credits', { count: o.credits })
                  : t('payments.premiumMonths', { count: o.months })}
              </span>
              <span className="payments-history-item__date">{formatDateTime(o.created_at)}</span>
            </span>
            <span className="payments-history-item__end">
              <span className={`payments-status payments-status--${o.status}`}>
                {t(`payments.status.${o.status}`)}
              </span>
              <span className="payments-strong">{formatMoney(o.amount, o.currency)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
