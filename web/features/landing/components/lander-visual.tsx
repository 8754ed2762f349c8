import type { LanderKind } from '@common/routes';
import type { NicheSlug } from '@common/rules/niche';
import { BadgeCheckIcon, ChatIcon, HeartFilledIcon, LockIcon, MapPinIcon } from '@web/ui/icons';
import type { Template } from '@web/ui/use-template';
import { useTranslation } from 'react-i18next';
import { HeroCollage } from './hero-collage';
import { castFor, type Person } from './people';
import { Portrait } from './portrait';

const SLOTS = [0, 1, 2] as const;

function Named({ person, slot, template }: { person: Person; slot: 0 | 1 | 2; template: Template }) {
  const { t } = useTranslation();
  return (
    <figure className="lander-person">
      <Portrait person={person} slot={slot} template={template} />
      <figcaption className="lander-person__name">
        {t('landing.visual.nameAge', { name: t(`landing.visual.people.${person.id}`), age: person.age })}
      </figcaption>
    </figure>
  );
}

/**
 * The picture part of each lander type. Everything is drawn (inline SVG and CSS animation), so
 * no photo of a real person and no hosted video is used; the caption says so.
 */
export function LanderVisual({
  kind,
  slug,
  template,
}: {
  kind: LanderKind;
  slug: NicheSlug;
  template: Template;
}) {
  const { t } = useTranslation();
  const cast = castFor(slug);
  if (kind === 'collagelanding') return <HeroCollage slug={slug} template={template} />;
  if (kind === 'iconslanding') {
    const items = [
      { icon: HeartFilledIcon, text: t('landing.hero.assurances.free') },
      { icon: LockIcon, text: t('landing.hero.assurances.private') },
      { icon: BadgeCheckIcon, text: t('landing.hero.assurances.verified') },
      { icon: ChatIcon, text: t('landing.visual.message') },
      { icon: MapPinIcon, text: t('landing.visual.nearby') },
    ];
    return (
      <ul className="lander-icons">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="lander-icons__item">
            <Icon size={28} aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    );
  }
  // video and transitionsvideolanding: a looping sequence of the drawn people (CSS keyframes).
  // gallery, socialnetwork, alonetonight, maplanding: the same people, arranged per type.
  return (
    <div className={`lander-visual lander-visual--${kind}`} role="img" aria-label={t('landers.illustration')}>
      {kind === 'maplanding' && <div className="lander-map" />}
      {SLOTS.map((slot) => (
        <div key={slot} className={`lander-visual__item lander-visual__item--${slot}`}>
          <Named person={cast[slot]} slot={slot} template={template} />
          {(kind === 'alonetonight' || kind === 'socialnetwork') && (
            <span className="lander-visual__online">{t('landing.visual.online')}</span>
          )}
        </div>
      ))}
    </div>
  );
}
