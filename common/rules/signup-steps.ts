import { SIGNUP_PROGRESS_STEPS } from '@common/limits';

/** Steps of spec §2: 0 account, 1 push, 2 photo, 3 location, 4 details, 5 about me, 6 interests, 7 done. */
export type SignupStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type PushSituation = 'subscribed' | 'denied' | 'unsupported' | 'available';

/** Spec §4: where the flow goes right after the account was created. */
export function stepAfterAccount(push: PushSituation): SignupStep {
  return push === 'available' ? 1 : 3;
}

export type ResumeProfile = {
  main_image: unknown;
  countryregion: number | null;
  city: string | null;
  gender: string | null;
  date_of_birth: string | null;
  personal: Record<string, string>;
};

/**
 * Spec §4: a logged-in member resumes at step 1, at 2 when push is not offered, at 3 when a
 * main image exists; with auto-skip further at 4 (region or city), 5 (gender or date of birth)
 * and 6 (any personal field).
 */
export function resumeStep(profile: ResumeProfile, pushOffered: boolean, autoSkip: boolean): SignupStep {
  let step: SignupStep = pushOffered ? 1 : 2;
  if (profile.main_image) step = 3;
  if (!autoSkip) return step;
  if (profile.countryregion || profile.city) step = 4;
  if (profile.gender || profile.date_of_birth) step = 5;
  if (Object.keys(profile.personal).length > 0) step = 6;
  return step;
}

/** The next step when a step is saved or skipped. */
export function nextStep(step: SignupStep): SignupStep {
  return Math.min(step + 1, 7) as SignupStep;
}

/** Progress counts 6 steps (spec §9): steps 1–6 are the dots; 7 shows them all done. */
export function progressOf(step: SignupStep): { done: number; total: number } {
  return { done: Math.min(Math.max(step - 1, 0), SIGNUP_PROGRESS_STEPS), total: SIGNUP_PROGRESS_STEPS };
}

/** Spec §6: the push offer shows to logged-in members only, when capable, not yet subscribed and keyed. */
export function isPushOffered(a: {
  loggedIn: boolean;
  isCapable: boolean;
  subscribed: boolean;
  pushPub: string;
}): boolean {
  return a.loggedIn && a.isCapable && !a.subscribed && a.pushPub.length > 0;
}
