import { expect, type Page, test } from '@playwright/test';
import { nextClientAddress, SITES } from './support/helpers';
import {
  afterNotificationDisplay,
  controlledPage,
  recordWorkerMessages,
  waitForWorkerControl,
  workerMessages,
  workerRegistration,
} from './support/push';
import { pageApi, siteMember } from './support/site-member';

const shown = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return (await reg?.getNotifications())?.map((n) => n.body) ?? [];
  });

test('a push for the page the member is looking at tells the page but shows no notification', async ({
  browser,
}) => {
  const context = await browser.newContext({
    permissions: ['notifications'],
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  const page = await context.newPage();
  await page.goto('/login');
  // The app registers its worker at start; it controls the page without a reload.
  await waitForWorkerControl(page);
  await recordWorkerMessages(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp);
  const origin = new URL(page.url()).origin;
  const push = (url: string, body: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({ title: 'Amorio', body, url, tag: url }),
    });

  await push('/login', 'about this page');
  await expect.poll(async () => (await workerMessages(page)).length).toBe(1);
  await afterNotificationDisplay(page);
  expect(await shown(page)).toEqual([]);

  await push('/chats/1', 'about another page');
  await expect.poll(async () => (await workerMessages(page)).length).toBe(2);
  await afterNotificationDisplay(page);
  await expect.poll(() => shown(page)).toEqual(['about another page']);
  await context.close();
});

/** What the test uses of the worker's global scope (the e2e types know only windows). */
type WorkerScope = EventTarget & {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification | undefined }) => Event;
};

test('a push delivered through DevTools, clicked, opens the conversation', async ({ browser }) => {
  test.setTimeout(60_000);
  const origin = SITES[0].origin;
  const a = await siteMember(browser, origin, 'Eli');
  const b = await siteMember(browser, origin, 'Fay');
  await a.ctx.grantPermissions(['notifications'], { origin });
  const sent = await pageApi<{ conversation: { id: number } }>(b.page, 'POST', '/api/messages.php', {
    profile: a.profileId,
    text: 'Ping for Eli',
    client_id: crypto.randomUUID().replace(/-/g, ''),
  });
  const conv = sent.conversation.id;
  await a.page.goto(`${origin}/members`);
  await controlledPage(a.page);
  await recordWorkerMessages(a.page);
  const cdp = await a.ctx.newCDPSession(a.page);
  const registrationId = await workerRegistration(cdp);
  const url = `/chats/${conv}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(a.page.url()).origin,
    registrationId,
    data: JSON.stringify({ title: 'Amorio', body: 'Fay: Ping for Eli', url, tag: `chat-${conv}` }),
  });
  await expect.poll(async () => (await workerMessages(a.page)).length).toBe(1);
  await afterNotificationDisplay(a.page);
  const [worker] = a.ctx.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const sw = self as unknown as WorkerScope;
        return (await sw.registration.getNotifications()).map((n) => n.body);
      }),
    )
    .toEqual(['Fay: Ping for Eli']);

  // Headless Chromium has no notification to click: the worker's own notificationclick handler
  // runs on the notification the push showed, as the browser would dispatch it. Only the user
  // activation of a real click is missing (it lets focus() bring the window to the front). An
  // event made by script may not extend its lifetime (waitUntil throws), so the test holds and
  // awaits the promise the handler hands to waitUntil.
  const outcome = await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const [notification] = await sw.registration.getNotifications();
    const event = new sw.NotificationEvent('notificationclick', { notification });
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => (work = p) });
    sw.dispatchEvent(event);
    await work;
    return (await sw.registration.getNotifications()).length;
  });
  expect(outcome).toBe(0);
  await expect(a.page).toHaveURL(new RegExp(`${url}$`));
  await expect(a.page.getByTestId('message')).toContainText(['Ping for Eli']);
  await a.ctx.close();
  await b.ctx.close();
});
