import { nicheSlug } from '@common/rules/niche';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { useTemplate } from '@web/ui/use-template';
import { Navigate } from 'react-router';
import { FinalCta } from '../components/final-cta';
import { HeroSection } from '../components/hero-section';
import { HowItWorks } from '../components/how-it-works';
import { StatsBand } from '../components/stats-band';
import { TrustSection } from '../components/trust-section';

/**
 * The marketing home page (route index); the niche setting picks the hero copy. Members are not
 * sold the signup: their home is the members area.
 */
export function HomePage() {
  const template = useTemplate();
  const slug = nicheSlug(getSettings().niche);
  const { data: user, isPending } = useUser();
  if (user) return <Navigate to="/members" replace />;
  // Until the session is known, show nothing rather than flash the signup pitch at a member.
  if (isPending) return null;
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
