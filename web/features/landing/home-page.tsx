import { nicheSlug } from '../../../common/rules/niche';
import { getSettings } from '../../lib/settings';
import { useTemplate } from '../../ui/use-template';
import { FinalCta } from './components/final-cta';
import { HeroSection } from './components/hero-section';
import { HowItWorks } from './components/how-it-works';
import { StatsBand } from './components/stats-band';
import { TrustSection } from './components/trust-section';

/** The marketing home page (route index); the niche setting picks the hero copy. */
export function HomePage() {
  const template = useTemplate();
  const slug = nicheSlug(getSettings().niche);
  return (
    <div className={`landing landing--${slug}`}>
      <HeroSection slug={slug} template={template} />
      <StatsBand />
      <HowItWorks template={template} />
      <TrustSection />
      <FinalCta />
    </div>
  );
}
