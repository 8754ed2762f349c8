import { LANDER_KINDS, type LanderKind } from '@common/routes';
import { NICHE_SLUGS, type NicheSlug, nicheSlug } from '@common/rules/niche';
import { SignupGate } from '@web/features/signup/embed';
import { getSettings } from '@web/lib/settings';
import { NotFoundPage } from '@web/ui/not-found-page';
import { useTemplate } from '@web/ui/use-template';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { LanderVisual } from '../components/lander-visual';

function kindOf(routeName: string | undefined): LanderKind | null {
  const kind = routeName?.replace(/^landers-/, '');
  return (LANDER_KINDS as readonly string[]).includes(kind ?? '') ? (kind as LanderKind) : null;
}

/** The niche in the address (`/landers/gallery/milf`), else the site's own (spec §1). */
function slugOf(rest: string | undefined): NicheSlug | null {
  const first = rest?.split('/')[0] ?? '';
  if (first === '') return nicheSlug(getSettings().niche);
  return (NICHE_SLUGS as readonly string[]).includes(first) ? (first as NicheSlug) : null;
}

/** /landers/{kind}/{slug…}: one marketing page per type with the signup flow embedded. */
export function LanderPage() {
  const { t } = useTranslation();
  const template = useTemplate();
  const matches = useMatches();
  const params = useParams();
  const kind = kindOf((matches.at(-1)?.handle as { name?: string } | undefined)?.name);
  const slug = slugOf(params['*']);
  if (!kind || !slug) return <NotFoundPage />;
  return (
    <div className={`lander lander--${kind} lander--${slug}`}>
      <div className="lander__intro">
        <p className="lander__eyebrow">{t('landing.hero.eyebrow')}</p>
        <h1 className="lander__title">{t(`landers.${kind}`)}</h1>
        <p className="lander__subtitle">{t(`landing.hero.${slug}.subtitle`)}</p>
      </div>
      <div className="lander__visual">
        <LanderVisual kind={kind} slug={slug} template={template} />
        <p className="lander__note">{t('landers.illustration')}</p>
      </div>
      <div className="lander__signup card">
        <SignupGate showTitle={false} showProgress mutedTerms />
      </div>
    </div>
  );
}
