import type { NicheSlug } from '@common/rules/niche';
import { SignupModalToggle } from '@web/features/signup/embed';
import { EmphasisedText } from '@web/ui/emphasised-text';
import { BadgeCheckIcon, HeartIcon, LockIcon } from '@web/ui/icons';
import type { Template } from '@web/ui/use-template';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroCollage } from './hero-collage';

const ASSURANCES = [
  { key: 'free', Icon: HeartIcon },
  { key: 'private', Icon: LockIcon },
  { key: 'verified', Icon: BadgeCheckIcon },
] as const;

/** Headline and subline follow the site's niche; the calls to action are the same everywhere. */
export function HeroSection({ slug, template }: { slug: NicheSlug; template: Template }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-[1.3fr_1fr] lg:gap-12">
        <div className="hero__copy">
          <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            <EmphasisedText text={t(`landing.hero.${slug}.title`)} />
          </h1>
          <p className="hero__subtitle">{t(`landing.hero.${slug}.subtitle`)}</p>
          <div className="hero__actions">
            <SignupModalToggle className="btn btn-primary btn-lg" label={t('landing.hero.cta')} />
            <Link className="btn btn-ghost btn-lg" to="/login">
              {t('landing.hero.secondary')}
            </Link>
          </div>
          <ul className="hero__assurances">
            {ASSURANCES.map(({ key, Icon }) => (
              <li key={key}>
                <Icon size={18} />
                {t(`landing.hero.assurances.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroCollage slug={slug} template={template} />
      </div>
    </section>
  );
}
