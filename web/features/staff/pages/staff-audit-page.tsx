import { AUDIT_ACTIONS } from '@common/api/staff-audit';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/ui/error-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditQuery } from '../api/staff-api';

/** /staff/audit (admin): the append-only trail, newest first, filtered by action. */
export function StaffAuditPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState('');
  const q = useQuery(auditQuery(action));
  return (
    <section className="card staff-panel">
      <h1 className="staff-h1">{t('staff.audit.title')}</h1>
      <label className="field-label" htmlFor="audit-action">
        {t('staff.audit.action')}
      </label>
      <select
        id="audit-action"
        className="input staff-select"
        value={action}
        onChange={(e) => setAction(e.target.value)}
      >
        <option value="">{t('staff.audit.all')}</option>
        {AUDIT_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      {q.isError && <ErrorState error={q.error} />}
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.audit.when')}</th>
              <th scope="col">{t('staff.audit.who')}</th>
              <th scope="col">{t('staff.audit.action')}</th>
              <th scope="col">{t('staff.audit.target')}</th>
              <th scope="col">{t('staff.audit.change')}</th>
              <th scope="col">IP</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.rows.map((r) => (
              <tr key={r.id}>
                <td>{new Date(r.created_at).toLocaleString()}</td>
                <td>{r.staff_email}</td>
                <td>{r.action}</td>
                <td>{r.target_type ? `${r.target_type} ${r.target_id} (${r.site_key})` : ''}</td>
                <td className="staff-small">
                  {r.before !== null && r.before !== undefined ? `${JSON.stringify(r.before)} → ` : ''}
                  {r.after !== null && r.after !== undefined ? JSON.stringify(r.after) : ''}
                </td>
                <td>{r.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
