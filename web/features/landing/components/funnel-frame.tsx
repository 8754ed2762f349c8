import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The one frame both match funnels share: heading, intro, then the step (quiz, picks or signup). */
export function FunnelFrame({
  kind,
  title,
  subtitle,
  children,
}: {
  kind: 'match-finder' | 'signup-matches';
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`funnel funnel--${kind}`}>
      <div className="funnel__intro">
        <p className="lander__eyebrow">{t('landing.hero.eyebrow')}</p>
        <h1 className="lander__title">{title}</h1>
        <p className="lander__subtitle">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
