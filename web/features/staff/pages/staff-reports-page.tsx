import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportsQuery, resolveReport, unbanMember } from '../api/staff-api';
import { FlaggedAccounts } from '../components/flagged-accounts';
import { staffKeys } from '../keys';

/** /staff/reports: open reports with the messages between the two; dismiss, warn or ban. */
export function StaffReportsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery(reportsQuery);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [unban, setUnban] = useState('');
  const done = () => qc.invalidateQueries({ queryKey: staffKeys.reports() });
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <section className="card staff-panel">
        <h1 className="staff-h1">
          {t('staff.reports.title')} <span className="staff-count">{q.data?.reports.length ?? 0}</span>
        </h1>
        {error !== null && <ErrorState error={error} />}
        {q.data?.reports.length === 0 && <p className="staff-muted">{t('staff.reports.none')}</p>}
        {q.data?.reports.map((r) => (
          <article key={r.id} className="staff-report">
            <h2 className="staff-h2">
              {r.reporter.name} → {r.reported.name} ({r.site_key}) ·{' '}
              {t(`staff.reports.reason.${r.reason}`, { defaultValue: r.reason })}
            </h2>
            {r.text && <p className="staff-quote">{r.text}</p>}
            {r.messages.length > 0 && (
              <div className="staff-messages" role="log">
                {r.messages.map((m) => (
                  <p
                    key={m.created_at + m.text}
                    className={`staff-msg staff-msg--${m.from === 'reported' ? 'member' : 'fictional'}`}
                  >
                    <span>{m.text}</span>
                  </p>
                ))}
              </div>
            )}
            <label className="field-label" htmlFor={`report-${r.id}`}>
              {t('staff.reason')}
            </label>
            <input
              id={`report-${r.id}`}
              className="input"
              value={reasons[r.id] ?? ''}
              onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })}
            />
            <div className="staff-actions">
              {(['dismiss', 'warn', 'ban'] as const).map((a) => (
                <button
                  key={a}
                  type="button"
                  className={`btn ${a === 'ban' ? 'btn-primary' : 'btn-secondary'} staff-btn-small`}
                  disabled={!reasons[r.id]?.trim()}
                  onClick={() => void resolveReport(r.id, a, reasons[r.id] ?? '').then(done, setError)}
                >
                  {t(`staff.reports.${a}`)}
                </button>
              ))}
            </div>
          </article>
        ))}
        <form
          className="staff-inline"
          onSubmit={(e) => {
            e.preventDefault();
            void unbanMember(Number(unban)).then(() => setUnban(''), setError);
          }}
        >
          <label className="field-label" htmlFor="unban-id">
            {t('staff.reports.unbanId')}
          </label>
          <input
            id="unban-id"
            className="input"
            inputMode="numeric"
            value={unban}
            onChange={(e) => setUnban(e.target.value)}
          />
          <button type="submit" className="btn btn-secondary staff-btn-small" disabled={!/^\d+$/.test(unban)}>
            {t('staff.reports.unban')}
          </button>
        </form>
      </section>
      <FlaggedAccounts />
    </>
  );
}
