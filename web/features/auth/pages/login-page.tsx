import { findRoute } from '@common/routes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** Only same-site paths are followed after login, never another origin. */
function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/members';
}

/** The name of the members-only page a guest was sent here from, to say why they must log in. */
function wantedPage(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  return findRoute(new URL(target, window.location.origin).pathname)?.route.name ?? null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = wantedPage(params.get('redirect'));
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link className="link" to="/signup">
            {t('auth.login.toSignup')}
          </Link>
        </>
      }
    >
      {wanted && (
        <p
          className="mb-4 rounded-md border border-[var(--color-primary)] bg-[var(--color-primary-soft)] p-3"
          role="status"
          data-testid="login-needed"
        >
          {t('auth.login.needed', { page: t(`routes.${wanted}`) })}
        </p>
      )}
      <LoginForm onDone={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })} />
    </AuthCard>
  );
}
