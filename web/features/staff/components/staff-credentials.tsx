import type { StaffCredentialsResponse } from '@common/api/staff-accounts';
import { useTranslation } from 'react-i18next';

/**
 * A new or reset account's password and TOTP enrolment, shown this once (the server keeps only
 * hashes): the admin hands them over, the person scans the QR code with an authenticator app.
 */
export function StaffCredentials({ creds, onDone }: { creds: StaffCredentialsResponse; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="staff-credentials"
      aria-labelledby="staff-creds-title"
      data-testid="staff-credentials"
    >
      <h2 id="staff-creds-title" className="staff-h2">
        {t('staff.team.creds.title', { email: creds.email })}
      </h2>
      <p>{t('staff.team.creds.intro')}</p>
      <img className="staff-credentials__qr" src={creds.qr} alt={t('staff.team.creds.qrAlt')} />
      <dl className="staff-credentials__list">
        <dt>{t('staff.team.creds.password')}</dt>
        <dd>
          <code data-testid="staff-creds-password">{creds.password}</code>
        </dd>
        <dt>{t('staff.team.creds.secret')}</dt>
        <dd>
          <code data-testid="staff-creds-secret">{creds.totp_secret}</code>
        </dd>
        <dt>{t('staff.team.creds.uri')}</dt>
        <dd>
          <code className="staff-credentials__uri">{creds.uri}</code>
        </dd>
      </dl>
      <button type="button" className="btn btn-primary staff-btn-small" onClick={onDone}>
        {t('staff.team.creds.done')}
      </button>
    </section>
  );
}
