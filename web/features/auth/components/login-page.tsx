import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** Only same-site paths are followed after login, never another origin. */
function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/members';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
      <LoginForm onDone={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })} />
    </AuthCard>
  );
}
