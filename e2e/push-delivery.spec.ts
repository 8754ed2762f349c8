import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { nextClientAddress } from './support/helpers';

async function workerRegistration(cdp: CDPSession): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

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
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { __messages: unknown[] };
    w.__messages = [];
    navigator.serviceWorker.addEventListener('message', (e) => w.__messages.push(e.data));
  });
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
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages.length))
    .toBe(1);
  expect(await shown(page)).toEqual([]);

  await push('/chats/1', 'about another page');
  await expect.poll(() => shown(page)).toEqual(['about another page']);
  await context.close();
});
