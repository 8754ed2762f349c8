import type { Settings } from '@common/api/settings';

/** Spec §6: signups all, or with_trafficsource when a network is present. Otherwise invite-only. */
export function isSignupEnabled(signups: Settings['signups'], network: string | null | undefined): boolean {
  if (signups === 'all') return true;
  if (signups === 'with_trafficsource') return Boolean(network && network.trim().length > 0);
  return false;
}
