import { nicheSlug } from '@common/rules/niche';
import { SIGNUP_FLOW_COMPLETE_EVENT, SignupGate } from '@web/features/signup/embed';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { HeartFilledIcon } from '@web/ui/icons';
import { useTemplate } from '@web/ui/use-template';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FunnelFrame } from '../components/funnel-frame';
import { MemberMatches } from '../components/member-matches';
import { castFor } from '../components/people';
import { Portrait } from '../components/portrait';

const SLOTS = [0, 1, 2] as const;

/**
 * /signup-matches: after signup, a set of real matching profiles to like at once. A guest first
 * picks among the landers' drawn cast (labelled: no member's photo is shown to a guest and no
 * like is sent for a drawing), then signs up here and gets the real matches.
 */
export function SignupMatchesPage() {
  const { data: user, isPending } = useUser();
  const [signedUp, setSignedUp] = useState(false);
  useEffect(() => {
    // The signup flow embedded below has reached its last step: show the real matches now.
    const done = () => setSignedUp(true);
    window.addEventListener(SIGNUP_FLOW_COMPLETE_EVENT, done);
    return () => window.removeEventListener(SIGNUP_FLOW_COMPLETE_EVENT, done);
  }, []);
  const [arrivedAsMember, setArrivedAsMember] = useState<boolean | null>(null);
  useEffect(() => {
    if (!isPending && arrivedAsMember === null) setArrivedAsMember(Boolean(user));
  }, [isPending, user, arrivedAsMember]);
  if (isPending || arrivedAsMember === null) return null;
  if (user && (arrivedAsMember || signedUp)) return <MemberMatches />;
  return <GuestPicks />;
}

/**
 * The guest's part: pick, at once, the drawn people of the site's niche they like, then sign up;
 * once the signup flow is done the page shows real matches to like (MemberMatches).
 */
function GuestPicks() {
  const { t } = useTranslation();
  const template = useTemplate();
  const cast = castFor(nicheSlug(getSettings().niche));
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [signingUp, setSigningUp] = useState(false);

  function toggle(slot: number) {
    setLiked((s) => {
      const n = new Set(s);
      if (n.has(slot)) n.delete(slot);
      else n.add(slot);
      return n;
    });
  }

  if (signingUp) {
    return (
      <FunnelFrame
        kind="signup-matches"
        title={t('landers.signupMatches.resultTitle')}
        subtitle={t('landers.signupMatches.resultSubtitle')}
      >
        <div className="funnel__signup card">
          <SignupGate showTitle={false} showProgress mutedTerms />
        </div>
      </FunnelFrame>
    );
  }
  return (
    <FunnelFrame
      kind="signup-matches"
      title={t('landers.signupMatches.title')}
      subtitle={t('landers.signupMatches.subtitle')}
    >
      <div className="funnel__picks">
        <ul className="funnel__people">
          {SLOTS.map((slot) => {
            const person = cast[slot];
            const name = t(`landing.visual.people.${person.id}`);
            const on = liked.has(slot);
            return (
              <li key={person.id} className={`funnel__person${on ? ' is-liked' : ''}`}>
                <Portrait person={person} slot={slot} template={template} />
                <p className="funnel__person-name">
                  {t('landing.visual.nameAge', { name, age: person.age })}
                </p>
                <button
                  type="button"
                  className="btn funnel__like"
                  aria-pressed={on}
                  onClick={() => toggle(slot)}
                >
                  <HeartFilledIcon size={18} aria-hidden="true" />
                  {t('landers.signupMatches.like', { name })}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="lander__note">{t('landers.illustration')}</p>
        <button type="button" className="btn btn-primary funnel__next" onClick={() => setSigningUp(true)}>
          {t('landers.signupMatches.continue')}
        </button>
      </div>
    </FunnelFrame>
  );
}
