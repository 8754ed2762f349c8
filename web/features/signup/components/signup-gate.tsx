import { isSignupEnabled } from '@common/rules/signup';
import { useUser } from '@web/lib/session/user';
import { getSettings } from '@web/lib/settings';
import { readTracking } from '@web/lib/tracking';
import { InviteOnly } from './invite-only';
import { SignupFlow, type SignupFlowOptions } from './signup-flow';

/** Spec §6: the flow when signing up is enabled (or the visitor is already a member), else invite-only. */
export function SignupGate(options: SignupFlowOptions) {
  const { data: user } = useUser();
  const enabled = isSignupEnabled(getSettings().signups, readTracking()?.network);
  if (!enabled && !user) return <InviteOnly />;
  return <SignupFlow {...options} />;
}
