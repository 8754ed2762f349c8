import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isSignupEnabled } from '../../../../common/rules/signup';
import { getSettings } from '../../../lib/settings';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = getSettings();
  const footer = (
    <>
      {t('auth.signup.haveAccount')}{' '}
      <Link className="link" to="/login">
        {t('auth.signup.toLogin')}
      </Link>
    </>
  );
  if (!isSignupEnabled(settings.signups, null)) {
    return (
      <AuthCard title={t('auth.inviteOnly.title')} subtitle={t('auth.inviteOnly.body')} footer={footer}>
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle', { site: settings.name })}
      footer={footer}
    >
      <SignupForm onDone={() => void navigate('/members', { replace: true })} />
    </AuthCard>
  );
}
