import { useUser } from '@web/lib/session/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupCard } from '../components/signup-card';
import { SignupFlow } from '../components/signup-flow';

/** /complete-signup: a member finishes the onboarding steps, skipping what is already filled in. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const { data: user, isLoading } = useUser();
  if (isLoading) {
    return (
      <SignupCard>
        <p role="status">{t('signup.loading')}</p>
      </SignupCard>
    );
  }
  if (!user) {
    return (
      <SignupCard>
        <h1 className="page-title mb-2">{t('signup.complete.title')}</h1>
        <p className="mb-5">{t('signup.complete.login')}</p>
        <Link className="btn btn-primary w-full" to="/login?redirect=%2Fcomplete-signup">
          {t('nav.login')}
        </Link>
      </SignupCard>
    );
  }
  return (
    <SignupCard>
      <SignupFlow showTitle={false} showProgress autoSkip skipConfirmation />
    </SignupCard>
  );
}
