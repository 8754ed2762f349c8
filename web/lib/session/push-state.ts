import { createStore } from '../external-store';

/** Push state of spec §3; the signup issue's push opt-in fills it. */
export type PushState = {
  isCapable: boolean;
  isSubscribed: false | PushSubscriptionJSON | 'denied' | null;
  lastMessage: unknown;
};

export const pushState = createStore<PushState>({ isCapable: false, isSubscribed: null, lastMessage: null });

/** Spec §4: subscribed means isSubscribed is truthy and not denied. */
export function isPushSubscribed(s: Pick<PushState, 'isSubscribed'>): boolean {
  return Boolean(s.isSubscribed) && s.isSubscribed !== 'denied';
}
