import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorExtras } from './error-extras';
import { PageShell } from './page-shell';

/**
 * Spec §2: an unmatched route shows "Page not found" plus the path, with the error page's
 * status and extras (suggested members or the signup form).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageShell title={t('notFound.title')}>
      <div className="card p-6 text-center">
        <p className="error-page__status" aria-hidden="true">
          404
        </p>
        <p className="text-lg">
          {t('notFound.body')}{' '}
          <code className="break-all rounded bg-[var(--color-surface-muted)] px-1">{pathname}</code>
        </p>
        <Link className="btn btn-primary mt-6" to="/">
          {t('notFound.home')}
        </Link>
      </div>
      <ErrorExtras />
    </PageShell>
  );
}
