import { getSettings } from '@web/lib/settings';
import { useTranslation } from 'react-i18next';

const STATS = ['free', 'minute', 'adults', 'support'] as const;

export function StatsBand() {
  const { t } = useTranslation();
  const site = getSettings().name;
  return (
    <section className="stats" aria-label={t('landing.stats.label', { site })}>
      <dl className="stats__list mx-auto max-w-6xl px-4">
        {STATS.map((key) => (
          <div key={key} className="stats__item">
            <dt className="stats__label">{t(`landing.stats.${key}.label`)}</dt>
            <dd className="stats__value">{t(`landing.stats.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
