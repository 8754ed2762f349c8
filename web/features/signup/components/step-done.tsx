import { useUser } from '@web/lib/session/user';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGNUP_FLOW_COMPLETE_EVENT } from '../events';
import { ActivationProgress } from './activation-progress';
import { ChangeEmailForm } from './change-email-form';
import { StepShell } from './step-shell';

/**
 * Step 7: check your e-mail, with the activation progress, a way to correct the address and
 * the way into the members area. `skipConfirmation` offers that way before the progress ends.
 */
export function StepDone({ skipConfirmation }: { skipConfirmation: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const [changing, setChanging] = useState(false);
  const [progressDone, setProgressDone] = useState(false);

  useEffect(() => {
    window.dispatchEvent(new CustomEvent(SIGNUP_FLOW_COMPLETE_EVENT));
  }, []);

  const email = user?.email ?? '';
  return (
    <StepShell title={t('signup.done.title')} text={t('signup.done.text', { email })}>
      <ActivationProgress mailProvider={user?.mailprovider ?? 0} onComplete={() => setProgressDone(true)} />
      {changing ? (
        <ChangeEmailForm current={email} />
      ) : (
        <button
          type="button"
          className="link self-start text-sm"
          aria-expanded={changing}
          onClick={() => setChanging(true)}
        >
          {t('signup.done.changeEmail')}
        </button>
      )}
      {(progressDone || skipConfirmation) && (
        <Link className="btn btn-primary w-full" to="/members">
          {progressDone ? t('signup.done.toMembers') : t('signup.done.skipConfirmation')}
        </Link>
      )}
    </StepShell>
  );
}
