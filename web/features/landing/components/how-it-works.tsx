import { ChatIcon, MapPinIcon, UserPlusIcon } from '@web/ui/icons';
import type { Template } from '@web/ui/use-template';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const STEPS = [
  { key: 'profile', Icon: UserPlusIcon },
  { key: 'discover', Icon: MapPinIcon },
  { key: 'chat', Icon: ChatIcon },
] as const;

const ROMAN = ['I', 'II', 'III'];

export function HowItWorks({ template }: { template: Template }) {
  const { t } = useTranslation();
  return (
    <section className="section how" id="how-it-works" aria-labelledby="how-title">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="how-title"
          eyebrow={t('landing.how.eyebrow')}
          title={t('landing.how.title')}
          intro={t('landing.how.intro')}
        />
        <ol className="steps">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="step">
              <span className="step__number" aria-hidden="true">
                {template === 'lavish' ? ROMAN[i] : i + 1}
              </span>
              <span className="step__icon">
                <Icon size={28} />
              </span>
              <h3 className="step__title">{t(`landing.how.${key}.title`)}</h3>
              <p className="step__body">{t(`landing.how.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
