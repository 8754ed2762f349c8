import type { StaffAccount } from '@common/api/staff-accounts';
import { STAFF_ROLES, type StaffRole } from '@common/rules/staff-permissions';
import { validationMessage } from '@web/lib/validation-message';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type StaffFormValues = {
  email: string;
  name: string;
  role: StaffRole;
  sites: string[];
  disabled: boolean;
};

type Props = {
  account: StaffAccount | null;
  /** The admin's own sites: the only ones they can give. */
  mySites: readonly string[];
  fields: Record<string, string>;
  isSelf: boolean;
  onSave: (v: StaffFormValues) => void;
  onReset?: () => void;
  onCancel: () => void;
};

/** Adding (e-mail and name) or changing (role, sites, access) one staff account. */
export function StaffAccountForm({ account, mySites, fields, isSelf, onSave, onReset, onCancel }: Props) {
  const { t } = useTranslation();
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const role = String(f.get('role'));
    onSave({
      email: String(f.get('email') ?? '').trim(),
      name: String(f.get('name') ?? '').trim(),
      role: (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : 'operator',
      sites: f.getAll('sites').map(String),
      disabled: f.get('disabled') === 'on',
    });
  }
  const error = (name: string) =>
    fields[name] && (
      <p className="field-error" role="alert" id={`sa-${name}-error`}>
        {validationMessage(t, name, fields[name])}
      </p>
    );
  return (
    <form className="staff-form" onSubmit={submit} noValidate aria-labelledby="sa-title">
      <h2 id="sa-title" className="staff-h2">
        {account ? t('staff.team.editTitle', { email: account.email }) : t('staff.team.add')}
      </h2>
      {!account && (
        <>
          <label className="field-label" htmlFor="sa-email">
            {t('staff.team.email')}
          </label>
          <input
            id="sa-email"
            name="email"
            type="email"
            className="input"
            autoComplete="off"
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? 'sa-email-error' : undefined}
          />
          {error('email')}
          <label className="field-label" htmlFor="sa-name">
            {t('staff.team.name')}
          </label>
          <input
            id="sa-name"
            name="name"
            className="input"
            autoComplete="off"
            aria-invalid={fields.name ? true : undefined}
            aria-describedby={fields.name ? 'sa-name-error' : undefined}
          />
          {error('name')}
        </>
      )}
      <label className="field-label" htmlFor="sa-role">
        {t('staff.team.role')}
      </label>
      <select
        id="sa-role"
        name="role"
        className="input"
        defaultValue={account?.role ?? 'operator'}
        disabled={isSelf}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`staff.role.${r}`)}
          </option>
        ))}
      </select>
      {isSelf && <input type="hidden" name="role" value="admin" />}
      <fieldset className="staff-fieldset">
        <legend className="field-label">{t('staff.team.sites')}</legend>
        {mySites.map((s) => (
          <label key={s} className="staff-check">
            <input
              type="checkbox"
              name="sites"
              value={s}
              defaultChecked={account?.sites.includes(s) ?? true}
            />{' '}
            {s}
          </label>
        ))}
        {error('sites')}
      </fieldset>
      {account && !isSelf && (
        <label className="staff-check">
          <input type="checkbox" name="disabled" defaultChecked={account.disabled} />{' '}
          {t('staff.team.disable')}
        </label>
      )}
      {isSelf && <p>{t('staff.team.selfNote')}</p>}
      <div className="staff-actions">
        <button type="submit" className="btn btn-primary staff-btn-small">
          {account ? t('staff.team.save') : t('staff.team.create')}
        </button>
        {onReset && !isSelf && (
          <button type="button" className="btn btn-secondary staff-btn-small" onClick={onReset}>
            {t('staff.team.reset')}
          </button>
        )}
        <button type="button" className="btn btn-secondary staff-btn-small" onClick={onCancel}>
          {t('staff.team.cancel')}
        </button>
      </div>
    </form>
  );
}
