import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a guest sees instead of the flow on an invite-only site (spec §2). */
export function InviteOnly() {
  const { t } = useTranslation();
  return (
    <div className="signup-invite" data-testid="invite-only">
      <h1 className="page-title mb-1">{t('auth.inviteOnly.title')}</h1>
      <p className="mb-5 text-[var(--color-text-muted)]">{t('auth.inviteOnly.body')}</p>
      <Link className="btn btn-primary w-full" to="/login">
        {t('nav.login')}
      </Link>
    </div>
  );
}
