import type { NicheSlug } from '@common/rules/niche';
import { HeartFilledIcon, MapPinIcon } from '@web/ui/icons';
import type { Template } from '@web/ui/use-template';
import { useTranslation } from 'react-i18next';
import { castFor, type Person } from './people';
import { Portrait } from './portrait';

function ProfileCard({ person, slot, template }: { person: Person; slot: 0 | 1 | 2; template: Template }) {
  const { t } = useTranslation();
  return (
    <div className={`collage__card collage__card--${slot}`}>
      <Portrait person={person} slot={slot} template={template} />
      <div className="collage__caption">
        <span className="collage__name">
          {t('landing.visual.nameAge', { name: t(`landing.visual.people.${person.id}`), age: person.age })}
        </span>
        {slot === 0 && (
          <span className="collage__status">
            <span className="collage__dot" />
            <span className="collage__status-text">{t('landing.visual.online')}</span>
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The hero illustration: three drawn profile cards with a match badge and a chat bubble. Only
 * CSS and inline SVG, so it costs no request. Screen readers get one sentence for the whole.
 */
export function HeroCollage({ slug, template }: { slug: NicheSlug; template: Template }) {
  const { t } = useTranslation();
  const [first, second, third] = castFor(slug);
  return (
    <div className="collage" role="img" aria-label={t('landing.visual.alt')}>
      <div className="collage__halo" />
      <ProfileCard person={first} slot={0} template={template} />
      <ProfileCard person={second} slot={1} template={template} />
      <ProfileCard person={third} slot={2} template={template} />
      <div className="collage__chip collage__chip--match">
        <HeartFilledIcon size={18} />
        {t('landing.visual.match')}
      </div>
      <div className="collage__chip collage__chip--message">
        <span className="collage__avatar">{t(`landing.visual.people.${first.id}`).slice(0, 1)}</span>
        <span className="flex flex-col">
          <strong>{t(`landing.visual.people.${first.id}`)}</strong>
          <span>{t('landing.visual.message')}</span>
        </span>
      </div>
      <div className="collage__chip collage__chip--nearby">
        <MapPinIcon size={16} />
        {t('landing.visual.nearby')}
      </div>
    </div>
  );
}
