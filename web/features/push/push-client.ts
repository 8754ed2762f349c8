import { pushState } from '@web/lib/session/push-state';

export function isPushCapable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

let listening = false;
/** The worker tells open pages of a push and of a click on one (spec §4): kept in the push state. */
export function listenToWorker(): void {
  if (listening) return;
  listening = true;
  navigator.serviceWorker.addEventListener(
    'message',
    (e: MessageEvent<{ type?: string; data?: unknown }>) => {
      if (e.data?.type === 'NEW_PUSH_MESSAGE' || e.data?.type === 'NEW_PUSH_CLICK') {
        pushState.set((s) => ({ ...s, lastMessage: e.data }));
      }
    },
  );
}

/**
 * Reads the current push situation into the push state: capability, then the permission,
 * then an existing subscription of the site's worker, if it has one. A worker failure leaves
 * the state unknown (spec §8).
 */
export async function refreshPushState(): Promise<void> {
  if (!isPushCapable()) {
    pushState.set((s) => ({ ...s, isCapable: false, isSubscribed: null }));
    return;
  }
  pushState.set((s) => ({ ...s, isCapable: true }));
  if (Notification.permission === 'denied') {
    pushState.set((s) => ({ ...s, isSubscribed: 'denied' }));
    return;
  }
  try {
    // Read, not registered: a browser without the site's worker has no subscription, and
    // installing the worker here would compete with the page's start (decision 023p).
    const reg = await navigator.serviceWorker.getRegistration('/');
    listenToWorker();
    const sub = reg ? await reg.pushManager.getSubscription() : null;
    pushState.set((s) => ({ ...s, isSubscribed: sub ? sub.toJSON() : false }));
  } catch {
    pushState.set((s) => ({ ...s, isSubscribed: null }));
  }
}
