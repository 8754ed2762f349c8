import { useUser } from '@web/lib/session/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupCard } from '../components/signup-card';
import { SignupGate } from '../components/signup-gate';

/** /signup */
export function SignupPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <SignupCard>
      <SignupGate showTitle showProgress />
      {!user && (
        <p className="mt-6 text-center text-sm">
          {t('auth.signup.haveAccount')}{' '}
          <Link className="link" to="/login">
            {t('auth.signup.toLogin')}
          </Link>
        </p>
      )}
    </SignupCard>
  );
}
