import { SIGNUP_PROGRESS_STEPS } from '@common/limits';
import {
  isPushOffered,
  nextStep,
  type PushSituation,
  progressOf,
  resumeStep,
  type SignupStep,
  stepAfterAccount,
} from '@common/rules/signup-steps';
import { attachSubscription, refreshPushState } from '@web/features/push';
import { isPushSubscribed, pushState } from '@web/lib/session/push-state';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepAbout } from './step-about';
import { StepAccount } from './step-account';
import { StepDetails } from './step-details';
import { StepDone } from './step-done';
import { StepInterests } from './step-interests';
import { StepLocation } from './step-location';
import { StepPhoto } from './step-photo';
import { StepPush } from './step-push';

const DOT_POSITIONS = Array.from({ length: SIGNUP_PROGRESS_STEPS }, (_, i) => i);

export type SignupFlowOptions = {
  showTitle?: boolean;
  showProgress?: boolean;
  mutedTerms?: boolean;
  /** Step 7 offers the members area before the activation progress has finished. */
  skipConfirmation?: boolean;
  /** Resume past steps whose data the profile already holds (spec §4 auto-skip). */
  autoSkip?: boolean;
  /** The profile a lander signup came from (POST ?new=1 `profile`). */
  profileId?: number | undefined;
};

/** Spec §4: the push situation right after the account exists; an existing subscription is attached. */
async function pushSituation(): Promise<PushSituation> {
  await refreshPushState();
  const s = pushState.get();
  if (!s.isCapable || !getSettings().push_pub) return 'unsupported';
  if (s.isSubscribed === 'denied') return 'denied';
  if (isPushSubscribed(s) && typeof s.isSubscribed === 'object' && s.isSubscribed) {
    await attachSubscription(s.isSubscribed).catch((err: unknown) => console.warn('push attach failed', err));
    return 'subscribed';
  }
  return 'available';
}

function pushOfferedNow(): boolean {
  const s = pushState.get();
  return isPushOffered({
    loggedIn: true,
    isCapable: s.isCapable,
    subscribed: isPushSubscribed(s) || s.isSubscribed === 'denied',
    pushPub: getSettings().push_pub,
  });
}

/** Steps 0–7 of spec §2 as one embeddable component (the /signup pages and the modal use it). */
export function SignupFlow({
  showTitle = true,
  showProgress = true,
  mutedTerms = false,
  skipConfirmation = false,
  autoSkip = false,
  profileId,
}: SignupFlowOptions) {
  const { t } = useTranslation();
  const { data: user, isLoading } = useUser();
  // A guest known as one (always so on a server-rendered page) starts at step 0 in the first
  // render, so the server's HTML already holds the form (decision 019e).
  const [step, setStep] = useState<SignupStep | null>(() => (!isLoading && !user ? 0 : null));
  const heading = useRef<HTMLDivElement>(null);

  // A member who is already logged in resumes where their profile says (spec §4).
  useEffect(() => {
    if (step !== null || isLoading) return;
    if (!user) {
      setStep(0);
      return;
    }
    void refreshPushState().then(() => setStep(resumeStep(user.profile, pushOfferedNow(), autoSkip)));
  }, [user, isLoading, step, autoSkip]);

  // Focus moves to each new step's heading, so screen readers announce it.
  useEffect(() => {
    if (step === null || step === 0) return;
    heading.current?.querySelector<HTMLElement>('#signup-step-title')?.focus();
  }, [step]);

  const next = useCallback(() => setStep((s) => nextStep(s ?? 0)), []);
  const created = useCallback(async () => setStep(stepAfterAccount(await pushSituation())), []);

  if (step === null) {
    return (
      <p className="signup-flow__loading" role="status">
        {t('signup.loading')}
      </p>
    );
  }
  const progress = progressOf(step);
  return (
    <div className="signup-flow" data-step={step} ref={heading}>
      {showTitle && step === 0 && <h1 className="page-title mb-1">{t('auth.signup.title')}</h1>}
      {showTitle && step === 0 && (
        <p className="mb-5 text-[var(--color-text-muted)]">
          {t('auth.signup.subtitle', { site: getSettings().name })}
        </p>
      )}
      {showProgress && step > 0 && (
        <div className="signup-progress">
          <p className="signup-progress__label">
            {/* Spec §9 counts steps 0–7 as 6: the final notice has no number of its own. */}
            {step === 7
              ? t('signup.progressDone')
              : t('signup.progress', { step: Math.min(step, progress.total), total: progress.total })}
          </p>
          <ol className="signup-progress__dots" aria-hidden="true">
            {DOT_POSITIONS.map((i) => (
              <li
                key={i}
                className={
                  i < progress.done ? 'is-done' : i === progress.done && step < 7 ? 'is-current' : ''
                }
              />
            ))}
          </ol>
        </div>
      )}
      {step === 0 && (
        <StepAccount onCreated={() => void created()} mutedTerms={mutedTerms} profileId={profileId} />
      )}
      {step === 1 && <StepPush onNext={next} />}
      {step === 2 && <StepPhoto onNext={next} />}
      {step === 3 && <StepLocation onNext={next} />}
      {step === 4 && <StepDetails onNext={next} />}
      {step === 5 && <StepAbout onNext={next} />}
      {step === 6 && <StepInterests onNext={next} />}
      {step === 7 && <StepDone skipConfirmation={skipConfirmation} />}
    </div>
  );
}
