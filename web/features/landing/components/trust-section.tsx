import { useFictionalWords } from '@web/lib/fictional-words';
import { getSettings } from '@web/lib/settings';
import { FictionalIcon } from '@web/ui/fictional-icon';
import { BadgeCheckIcon, CardIcon, LockIcon, ShieldIcon } from '@web/ui/icons';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const POINTS = [
  { key: 'verified', Icon: BadgeCheckIcon },
  { key: 'privacy', Icon: LockIcon },
  { key: 'payments', Icon: CardIcon },
  { key: 'moderators', Icon: ShieldIcon },
] as const;

/** Trust points, plus the plain statement that some profiles are fictional and labelled (spec §1). */
export function TrustSection() {
  const { t } = useTranslation();
  const settings = getSettings();
  const words = useFictionalWords();
  return (
    <section className="section trust" aria-labelledby="trust-title">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="trust-title"
          eyebrow={t('landing.trust.eyebrow')}
          title={t('landing.trust.title')}
          intro={t('landing.trust.intro')}
        />
        <ul className="trust__grid">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="trust__item">
              <span className="trust__icon">
                <Icon size={26} />
              </span>
              <h3 className="trust__title">{t(`landing.trust.${key}.title`)}</h3>
              <p className="trust__body">{t(`landing.trust.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <aside className="notice" aria-labelledby="fictional-title">
          <span className="notice__icon">
            <FictionalIcon size={26} />
          </span>
          <div>
            <h3 id="fictional-title" className="notice__title">
              {t('landing.trust.fictionalTitle')}
            </h3>
            <p>{t('landing.trust.fictional', { site: settings.name, fictional: words.plural })}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
