import { SuggestedMembers } from '@web/features/search';
import { SignupGate } from '@web/features/signup/embed';
import { useUser } from '@web/lib/session/user';
import { useTranslation } from 'react-i18next';

/** Spec §2: under an error, a member gets suggested members and a guest the signup form. */
export function ErrorSuggestions() {
  const { t } = useTranslation();
  const { data: user, isLoading } = useUser();
  if (isLoading) return null;
  if (user) return <SuggestedMembers />;
  return (
    // The page's one h1 is the error; the form's title sits below it as an h2.
    <section className="error-signup card" aria-labelledby="error-signup-title">
      <h2 id="error-signup-title" className="block-title mb-3">
        {t('auth.signup.title')}
      </h2>
      <SignupGate showTitle={false} showProgress={false} />
    </section>
  );
}
