import { useParams } from 'react-router';
import { SignupCard } from '../components/signup-card';
import { SignupGate } from '../components/signup-gate';

/** /members/{memberId}/signup: the lander signup; the profile the visitor came for travels along. */
export function MemberSignupPage() {
  const { memberId } = useParams();
  const id = Number(memberId);
  return (
    <SignupCard>
      <SignupGate
        showTitle
        showProgress
        mutedTerms
        profileId={Number.isInteger(id) && id > 0 ? id : undefined}
      />
    </SignupCard>
  );
}
