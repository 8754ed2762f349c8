import { isPushOffered } from '@common/rules/signup-steps';
import { subscribePush } from '@web/features/push';
import { useStore } from '@web/lib/external-store';
import { isPushSubscribed, pushState } from '@web/lib/session/push-state';
import { getSettings } from '@web/lib/settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepShell } from './step-shell';

/** Step 1: opt in to push notifications. It moves on by itself once the offer is gone (spec §4). */
export function StepPush({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const push = useStore(pushState);
  const [busy, setBusy] = useState(false);
  const offered = isPushOffered({
    loggedIn: true,
    isCapable: push.isCapable,
    subscribed: isPushSubscribed(push) || push.isSubscribed === 'denied',
    pushPub: getSettings().push_pub,
  });

  useEffect(() => {
    if (!offered) onNext();
  }, [offered, onNext]);

  return (
    <StepShell
      title={t('signup.push.title')}
      text={t('signup.push.text')}
      onSkip={onNext}
      skipLabel={t('signup.push.decline')}
    >
      <ul className="signup-push__list">
        <li>{t('signup.push.benefit1')}</li>
        <li>{t('signup.push.benefit2')}</li>
      </ul>
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          await subscribePush();
          setBusy(false);
        }}
      >
        {busy ? t('signup.push.enabling') : t('signup.push.enable')}
      </button>
    </StepShell>
  );
}
