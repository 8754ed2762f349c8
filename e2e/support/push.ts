import { type BrowserContext, type CDPSession, expect, type Page } from '@playwright/test';

/** A message the site's worker posted to the page (`tellPages` in web/public/sw-push.js). */
export type WorkerMessage = { type: string; data: Record<string, unknown>; version: number };

/** The DevTools id of the page's worker registration, for `ServiceWorker.deliverPushMessage`. */
export function workerRegistration(cdp: CDPSession): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** Starts keeping every message the worker posts to this page; read them with `workerMessages`. */
export async function recordWorkerMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __messages: unknown[] };
    w.__messages = [];
    navigator.serviceWorker.addEventListener('message', (e) => w.__messages.push(e.data));
  });
}

export function workerMessages(page: Page): Promise<WorkerMessage[]> {
  return page.evaluate(() => (window as unknown as { __messages: WorkerMessage[] }).__messages);
}

/**
 * Waits until a notification the worker just showed is on screen before anything reads
 * `getNotifications()`. Chromium answers that call by dropping every stored notification the
 * platform does not list as displayed yet (PlatformNotificationContextImpl, "obsolete
 * notifications"), so a read between `showNotification()` resolving and the headless display
 * deletes the very notification under test: 5 of 40 runs failed that way, 0 of 40 with the wait.
 * No page of the app reads its notifications, so this is the test's race, not the product's.
 */
export async function afterNotificationDisplay(page: Page): Promise<void> {
  await page.waitForTimeout(1_000);
}

/** The site's worker as the page sees it. A failed wait prints it: which worker is stuck where. */
export function workerState(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return {
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      installing: reg?.installing?.state ?? null,
      waiting: reg?.waiting?.state ?? null,
      active: reg?.active?.state ?? null,
    };
  });
}

/** The app registers its worker at start; the first one takes control without a reload. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  // Compared as text so that a failure prints the whole state, not only the controller.
  await expect
    .poll(async () => JSON.stringify(await workerState(page)), { timeout: 15_000 })
    .toMatch(/"controller":"[^"]*\/sw-push\.js"/);
}

/**
 * For a test that needs a tab the worker controls, however the worker got installed. The first
 * worker claims the open pages as it activates; the member spec's tab, which navigated while the
 * worker installed, was now and then left uncontrolled (a navigation in flight at claim time is
 * the likely cause; any later load of the tab is controlled). Then the tab is reloaded.
 */
export async function controlledPage(page: Page): Promise<void> {
  await expect
    .poll(async () => JSON.stringify(await workerState(page)), { timeout: 15_000 })
    .toMatch(/"active":"activated"/);
  if (!(await workerState(page)).controller) await page.reload();
  await waitForWorkerControl(page);
}

/**
 * Chromium's push service (FCM) cannot be reached from here, so PushManager answers with a
 * subscription on a local endpoint of the e2e server (allowed by PUSH_INSECURE_ENDPOINTS) and
 * keeps it as a browser would: getSubscription() finds it after a reload, unsubscribe() drops it.
 * The key the page subscribed with is kept in `__pushKey`. Everything around it is the real path.
 */
export async function fakePushManager(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(() => {
    const STORED = 'e2e-push-subscription';
    const w = window as unknown as { __pushKey?: number[] };
    const asSubscription = (json: PushSubscriptionJSON) =>
      ({
        ...json,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(STORED);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      w.__pushKey = key instanceof Uint8Array ? [...key] : [];
      const json = {
        endpoint: `${location.origin}/local-push/${Math.random().toString(36).slice(2)}`,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      localStorage.setItem(STORED, JSON.stringify(json));
      return asSubscription(json);
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const raw = localStorage.getItem(STORED);
      return raw ? asSubscription(JSON.parse(raw) as PushSubscriptionJSON) : null;
    };
  });
}
