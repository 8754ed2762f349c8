import { useStore } from '@web/lib/external-store';
import { isPushSubscribed, pushState } from '@web/lib/session/push-state';
import { getSettings } from '@web/lib/settings';
import { isPushCapable } from './push-client';

/** Push in this browser as the member sees it (spec §4: unknown, denied, subscribed, not subscribed). */
export type PushDeviceState = 'unsupported' | 'denied' | 'on' | 'off' | 'unknown';

/**
 * The push state of this browser, read from the one push store. A browser without the APIs, or
 * a site without a public key, is "unsupported": nothing can be switched on there. "unknown" is
 * the state before the worker answered, or after it failed.
 */
export function usePushDevice(): PushDeviceState {
  const subscribed = useStore(pushState, (s) => s.isSubscribed);
  // The browser's own APIs, not the store's isCapable: that is false until the worker was read.
  if (!isPushCapable() || !getSettings().push_pub) return 'unsupported';
  if (subscribed === 'denied') return 'denied';
  if (isPushSubscribed({ isSubscribed: subscribed })) return 'on';
  return subscribed === false ? 'off' : 'unknown';
}
