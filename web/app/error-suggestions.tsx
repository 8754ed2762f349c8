import { SuggestedMembers } from '@web/features/search';
import { SignupGate } from '@web/features/signup';
import { useUser } from '@web/lib/session/user';

/** Spec §2: under an error, a member gets suggested members and a guest the signup form. */
export function ErrorSuggestions() {
  const { data: user, isLoading } = useUser();
  if (isLoading) return null;
  if (user) return <SuggestedMembers />;
  return (
    <div className="error-signup card">
      <SignupGate showTitle showProgress={false} />
    </div>
  );
}
