import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { flagsQuery } from '../api/staff-api';

/** Accounts the payments code flagged (chargebacks it could not take back), with their orders. */
export function FlaggedAccounts() {
  const { t } = useTranslation();
  const q = useQuery(flagsQuery);
  if (q.isError) return <ErrorState error={q.error} />;
  return (
    <section className="card staff-panel" aria-labelledby="flags-title">
      <h2 id="flags-title" className="staff-h1">
        {t('staff.flags.title')} <span className="staff-count">{q.data?.accounts.length ?? 0}</span>
      </h2>
      {q.data?.accounts.length === 0 && <p className="staff-muted">{t('staff.flags.none')}</p>}
      {q.data?.accounts.map((a) => (
        <article key={a.user_id} className="staff-report">
          <h3 className="staff-h2">
            #{a.user_id} {a.name} · {a.email} · {a.site_key} · {a.status}
          </h3>
          <ul className="staff-list">
            {a.flags.map((f) => (
              <li key={f.created_at + f.reason}>
                {new Date(f.created_at).toLocaleString()} · {f.reason} {f.detail}{' '}
                {f.order_id ? `#${f.order_id}` : ''}
              </li>
            ))}
          </ul>
          <table className="staff-table">
            <tbody>
              {a.orders.map((o) => (
                <tr key={o.id}>
                  <td>#{o.id}</td>
                  <td>{o.status}</td>
                  <td>
                    {(o.amount / 100).toFixed(2)} {o.currency}
                  </td>
                  <td>
                    {o.amount_charged_back > 0
                      ? `${t('staff.flags.chargedBack')} ${(o.amount_charged_back / 100).toFixed(2)}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      ))}
    </section>
  );
}
