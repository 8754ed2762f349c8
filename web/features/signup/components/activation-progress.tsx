import { ACTIVATION_STAGE_TICKS, ACTIVATION_TICK_MS, ACTIVATION_TIMEOUT_TICKS } from '@common/limits';
import { MAIL_PROVIDER } from '@common/rules/mail-provider';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getActivation } from '../api/get-activation';

/** Which of the four texts shows: they change under 4, 7 and 10 ticks (spec §9). */
export function stageOf(ticks: number): 0 | 1 | 2 | 3 {
  const [a, b, c] = ACTIVATION_STAGE_TICKS;
  if (ticks < a) return 0;
  if (ticks < b) return 1;
  if (ticks < c) return 2;
  return 3;
}

/**
 * The activation-mail progress screen: a counter every 0.9 s polling GET /api/activate.php; it
 * completes when the mail was delivered or after 20 ticks. The first poll refetches the user once.
 */
export function ActivationProgress({
  mailProvider,
  onComplete,
}: {
  mailProvider: number;
  onComplete?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ticks, setTicks] = useState(0);
  const [delivered, setDelivered] = useState(false);
  const polled = useRef(false);
  const done = delivered || ticks >= ACTIVATION_TIMEOUT_TICKS;

  useEffect(() => {
    if (done) {
      onComplete?.();
      return;
    }
    const timer = window.setTimeout(() => {
      setTicks((n) => n + 1);
      if (!polled.current) {
        polled.current = true;
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
      // Poll errors are ignored (spec §8); the timeout still completes the screen.
      getActivation().then(
        (d) => d && setDelivered(true),
        () => {},
      );
    }, ACTIVATION_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [done, onComplete, queryClient]);

  const percent = done ? 100 : Math.round((ticks / ACTIVATION_TIMEOUT_TICKS) * 100);
  const sender = getSettings().email;
  return (
    <div className="activation" data-testid="activation-progress">
      <div
        className="activation__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('signup.activation.label')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="activation__text" aria-live="polite">
        {done
          ? delivered
            ? t('signup.activation.delivered')
            : t('signup.activation.sent')
          : t(`signup.activation.stage${stageOf(ticks)}`)}
      </p>
      {mailProvider === MAIL_PROVIDER.gmail && (
        <a
          className="btn btn-ghost btn-sm"
          href={`https://mail.google.com/mail/u/0/#search/${encodeURIComponent(`from:${sender} in:anywhere`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('signup.activation.openGmail')}
        </a>
      )}
    </div>
  );
}
