import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { SignupCard } from '../components/signup-card';

/** /mail-change/do?token=…: applies a new e-mail address confirmed from its mail. */
export function MailChangeDoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const ok = confirm.data === true;
  const failed = !token || confirm.data === false || confirm.isError;
  return (
    <SignupCard>
      <div className="signup-result" data-testid="mail-change-result">
        {!ok && !failed ? (
          <p role="status">{t('signup.mailChange.working')}</p>
        ) : (
          <>
            <span className={`signup-result__icon ${ok ? 'is-ok' : 'is-error'}`} aria-hidden="true">
              {ok ? '✓' : '!'}
            </span>
            <h1 className="page-title mb-2">
              {t(ok ? 'signup.mailChange.done' : 'signup.mailChange.error')}
            </h1>
            <p className="mb-6 text-[var(--color-text-muted)]">
              {t(ok ? 'signup.mailChange.doneText' : 'signup.mailChange.errorText')}
            </p>
            <Link className="btn btn-primary w-full" to="/members">
              {t('signup.done.toMembers')}
            </Link>
          </>
        )}
      </div>
    </SignupCard>
  );
}
