import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The heading, text and the skip / continue row every onboarding step shares. */
export function StepShell({
  title,
  text,
  children,
  onSkip,
  skipLabel,
}: {
  title: string;
  text?: string;
  children: ReactNode;
  onSkip?: (() => void) | undefined;
  skipLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="signup-step" aria-labelledby="signup-step-title">
      <h2 id="signup-step-title" className="signup-step__title" tabIndex={-1}>
        {title}
      </h2>
      {text && <p className="signup-step__text">{text}</p>}
      {children}
      {onSkip && (
        <button type="button" className="signup-step__skip link" onClick={onSkip}>
          {skipLabel ?? t('signup.skip')}
        </button>
      )}
    </section>
  );
}
