import type { StaffAccount, StaffCredentialsResponse } from '@common/api/staff-accounts';
import type { StaffMember } from '@common/api/staff-auth';
import type { StaffRole } from '@common/rules/staff-permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { ErrorState } from '@web/ui/error-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { addStaffAccount, changeStaffAccount, resetStaffAccount, staffAccountsQuery } from '../api/staff-api';
import { StaffAccountForm, type StaffFormValues } from '../components/staff-account-form';
import { StaffCredentials } from '../components/staff-credentials';
import { staffKeys } from '../keys';

type Editing = { account: StaffAccount | null };

/**
 * /staff/team (admin): the staff of the admin's sites; add (the enrolment is shown once), change
 * role, sites or access, reset password and code. The server refuses what would lock anyone out.
 */
export function StaffTeamPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMember>();
  const qc = useQueryClient();
  const q = useQuery(staffAccountsQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [creds, setCreds] = useState<StaffCredentialsResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setError(null);
    setFields({});
    try {
      const out = await call();
      await qc.invalidateQueries({ queryKey: staffKeys.accounts() });
      return out;
    } catch (err) {
      if (err instanceof ApiRequestError && err.body?.fields) setFields(err.body.fields);
      else setError(err);
      return null;
    }
  }

  async function save(v: StaffFormValues) {
    const account = editing?.account;
    if (account) {
      const ok = await run(() =>
        changeStaffAccount(account.id, { role: v.role, sites: v.sites, disabled: v.disabled }),
      );
      if (ok) setEditing(null);
      return;
    }
    const created = await run(() =>
      addStaffAccount({ email: v.email, name: v.name, role: v.role, sites: v.sites }),
    );
    if (created) {
      setEditing(null);
      setCreds(created);
    }
  }

  async function reset(account: StaffAccount) {
    const out = await run(() => resetStaffAccount(account.id));
    if (out) {
      setEditing(null);
      setCreds(out);
    }
  }

  const refused = error instanceof ApiRequestError && error.code === 'conflict';
  return (
    <section className="card staff-panel">
      <h1 className="staff-h1">{t('staff.team.title')}</h1>
      {creds ? (
        <StaffCredentials creds={creds} onDone={() => setCreds(null)} />
      ) : (
        <button
          type="button"
          className="btn btn-primary staff-btn-small"
          onClick={() => setEditing({ account: null })}
        >
          {t('staff.team.add')}
        </button>
      )}
      {q.isError && <ErrorState error={q.error} onRetry={() => void q.refetch()} />}
      {refused && (
        <p className="field-error" role="alert">
          {t('staff.team.refused')}
        </p>
      )}
      {error !== null && !refused && <ErrorState error={error} />}
      {editing && (
        <StaffAccountForm
          key={editing.account?.id ?? 'new'}
          account={editing.account}
          mySites={me.sites}
          fields={fields}
          isSelf={editing.account?.id === me.id}
          onSave={(v) => void save(v)}
          onReset={editing.account ? () => void reset(editing.account as StaffAccount) : undefined}
          onCancel={() => setEditing(null)}
        />
      )}
      <div className="staff-table-wrap">
        <table className="staff-table" data-testid="staff-team">
          <thead>
            <tr>
              <th scope="col">{t('staff.team.email')}</th>
              <th scope="col">{t('staff.team.name')}</th>
              <th scope="col">{t('staff.team.role')}</th>
              <th scope="col">{t('staff.team.sites')}</th>
              <th scope="col">{t('staff.team.status')}</th>
              <th scope="col">
                <span className="sr-only">{t('staff.team.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {q.data?.staff.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>
                  {s.name}
                  {s.id === me.id && ` (${t('staff.team.you')})`}
                </td>
                <td>{t(`staff.role.${s.role as StaffRole}`)}</td>
                <td>{s.sites.join(', ')}</td>
                <td>{s.disabled ? t('staff.team.disabled') : t('staff.team.active')}</td>
                <td>
                  {/* Accounts that also work on sites of other admins are theirs to change. */}
                  {s.sites.every((site) => me.sites.includes(site)) && (
                    <button
                      type="button"
                      className="link"
                      aria-label={t('staff.team.editWho', { email: s.email })}
                      onClick={() => setEditing({ account: s })}
                    >
                      {t('staff.team.edit')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
