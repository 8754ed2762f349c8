import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { FormAlert } from '@web/ui/form-alert';
import { TextField } from '@web/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { staffLogin } from '../api/staff-api';
import { staffKeys } from '../keys';

/** /staff/login: e-mail, password and the 6-digit code of the authenticator app, in one form. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await staffLogin({
        email: String(f.get('email') ?? ''),
        password: String(f.get('password') ?? ''),
        code: String(f.get('code') ?? ''),
      });
      qc.setQueryData(staffKeys.me(), res.staff);
      navigate(res.staff.role === 'operator' ? '/staff/inbox' : '/staff', { replace: true });
    } catch (err) {
      const code = err instanceof ApiRequestError ? err.code : 'internal';
      setError(
        code === 'invalid_credentials'
          ? t('staff.login.failed')
          : t(`errors.${code}`, { defaultValue: t('errors.internal') }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="staff-login">
      <form className="card staff-login__card" onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="page-title">{t('staff.login.title')}</h1>
        <p className="staff-muted">{t('staff.login.intro')}</p>
        <FormAlert message={error} />
        <TextField
          label={t('staff.login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <TextField
          label={t('staff.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          label={t('staff.login.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('staff.login.submit')}
        </button>
      </form>
    </main>
  );
}
