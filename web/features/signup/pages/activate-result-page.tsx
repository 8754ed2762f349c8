import { useUser } from '@web/lib/session/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupCard } from '../components/signup-card';

function ActivateResult({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const key = ok ? 'done' : 'error';
  return (
    <SignupCard>
      <div className="signup-result" data-testid={`activate-${key}`}>
        <span className={`signup-result__icon ${ok ? 'is-ok' : 'is-error'}`} aria-hidden="true">
          {ok ? '✓' : '!'}
        </span>
        <h1 className="page-title mb-2">{t(`signup.activate.${key}.title`)}</h1>
        <p className="mb-6 text-[var(--color-text-muted)]">{t(`signup.activate.${key}.text`)}</p>
        {user ? (
          <Link className="btn btn-primary w-full" to={ok ? '/members' : '/complete-signup'}>
            {ok ? t('signup.done.toMembers') : t('signup.activate.error.resend')}
          </Link>
        ) : (
          <Link className="btn btn-primary w-full" to="/login">
            {t('nav.login')}
          </Link>
        )}
      </div>
    </SignupCard>
  );
}

/** /activate/done */
export function ActivateDonePage() {
  return <ActivateResult ok />;
}

/** /activate/error: an unknown, expired or already used link. */
export function ActivateErrorPage() {
  return <ActivateResult ok={false} />;
}
