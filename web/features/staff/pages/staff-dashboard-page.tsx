import type { SiteFigures } from '@common/api/staff-dashboard';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useTranslation } from 'react-i18next';
import { dashboardQuery } from '../api/staff-api';
import { formatSeconds } from '../components/waiting-time';

const ROWS: { key: keyof SiteFigures; label: string; kind?: 'seconds' | 'money' }[] = [
  { key: 'signups_today', label: 'staff.dash.signupsToday' },
  { key: 'signups_7d', label: 'staff.dash.signups7d' },
  { key: 'active_today', label: 'staff.dash.activeToday' },
  { key: 'messages_today', label: 'staff.dash.messagesToday' },
  { key: 'inbox_waiting', label: 'staff.dash.inboxWaiting' },
  { key: 'inbox_oldest_wait_s', label: 'staff.dash.oldestWait', kind: 'seconds' },
  { key: 'inbox_wait_p50_s', label: 'staff.dash.waitP50', kind: 'seconds' },
  { key: 'inbox_wait_p95_s', label: 'staff.dash.waitP95', kind: 'seconds' },
  { key: 'answered_last_hour', label: 'staff.dash.answeredHour' },
  { key: 'photos_pending', label: 'staff.dash.photosPending' },
  { key: 'photos_unclassified', label: 'staff.dash.photosUnclassified' },
  { key: 'photos_flagged', label: 'staff.dash.photosFlagged' },
  { key: 'photos_classify_failed', label: 'staff.dash.photosClassifyFailed' },
  { key: 'reports_open', label: 'staff.dash.reportsOpen' },
  { key: 'paid_orders_today', label: 'staff.dash.ordersToday' },
  { key: 'revenue_today', label: 'staff.dash.revenueToday', kind: 'money' },
  { key: 'paid_orders_7d', label: 'staff.dash.orders7d' },
  { key: 'revenue_7d', label: 'staff.dash.revenue7d', kind: 'money' },
];

function show(v: string | number, kind?: 'seconds' | 'money'): string {
  if (typeof v === 'string') return v;
  if (kind === 'seconds') return formatSeconds(v);
  if (kind === 'money') return (v / 100).toFixed(2);
  return String(v);
}

/** /staff: the figures of each of the caller's sites and their total. */
export function StaffDashboardPage() {
  const { t } = useTranslation();
  const q = useQuery(dashboardQuery);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <p className="staff-loading">{t('staff.loading')}</p>;
  const columns = [...q.data.sites, q.data.total];
  return (
    <section className="card staff-panel">
      <h1 className="staff-h1">{t('staff.dash.title')}</h1>
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.dash.figure')}</th>
              {columns.map((c) => (
                <th key={c.site_key} scope="col">
                  {c.site_key === '*' ? t('staff.dash.total') : c.site_key}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.key}>
                <th scope="row">{t(r.label)}</th>
                {columns.map((c) => (
                  <td key={c.site_key}>{show(c[r.key], r.kind)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
