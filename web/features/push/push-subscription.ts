import { ApiRequestError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import * as userApi from '@web/lib/endpoints/user';
import { pushState } from '@web/lib/session/push-state';
import { getSettings } from '@web/lib/settings';
import { listenToWorker, refreshPushState } from './push-client';
import { SW_PUSH_URL } from './worker-url';

// Switching push on and off, apart from reading its state (push-client.ts): this code loads with
// the pages that offer the switch, not with every page's start.

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.register(SW_PUSH_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  return reg;
}

/** POST /api/user.php?push=1, only for a real subscription (spec §7). */
export async function attachSubscription(sub: PushSubscriptionJSON): Promise<void> {
  const { endpoint, expirationTime, keys } = sub;
  // A browser's subscription always has them; one without could only be refused (400).
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push subscription without endpoint or keys');
  const subscription = { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  await call(userApi.postUser, { query: { push: '1' }, body: { subscription } });
}

/**
 * Asks the browser for permission and a PushManager subscription keyed with the site's VAPID
 * public key, then attaches it to the account. Denied permission marks denied; any other
 * failure leaves the state unknown.
 */
export async function subscribePush(): Promise<void> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      pushState.set((s) => ({ ...s, isSubscribed: permission === 'denied' ? 'denied' : false }));
      return;
    }
    const reg = await registration();
    listenToWorker();
    const subscribe = () =>
      reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(getSettings().push_pub),
      });
    let sub = await subscribe();
    try {
      await attachSubscription(sub.toJSON());
    } catch (err) {
      // Another account on this browser owns its subscription (the server keeps it theirs):
      // a fresh subscription has a new endpoint of this account's own.
      if (
        !(
          err instanceof ApiRequestError &&
          err.body?.fields?.['subscription.endpoint'] === 'push_endpoint_taken'
        )
      )
        throw err;
      await sub.unsubscribe();
      sub = await subscribe();
      await attachSubscription(sub.toJSON());
    }
    const json = sub.toJSON();
    pushState.set((s) => ({ ...s, isSubscribed: json }));
  } catch {
    const denied = 'Notification' in window && Notification.permission === 'denied';
    pushState.set((s) => ({ ...s, isSubscribed: denied ? 'denied' : null }));
  }
}

/**
 * Push off in this browser: the server forgets the endpoint first (so nothing more is sent even
 * if the browser's own unsubscribe fails), then the browser drops the subscription.
 */
export async function unsubscribePush(): Promise<void> {
  try {
    const reg = await registration();
    const sub = await reg.pushManager.getSubscription();
    if (sub) {
      await call(userApi.forgetPush, { query: { push: '1' }, body: { endpoint: sub.endpoint } });
      await sub.unsubscribe();
    }
    pushState.set((s) => ({ ...s, isSubscribed: false }));
  } catch {
    // Unknown, as after any failure of the worker (spec §8); the switch reads the state again.
    await refreshPushState();
  }
}
