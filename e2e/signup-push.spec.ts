import { expect, test } from '@playwright/test';
import { nextClientAddress, uniqueEmail, waitForApp } from './support/helpers';
import { fakePushManager, recordWorkerMessages, workerMessages, workerRegistration } from './support/push';

/** Own client address per context, so the per-IP signup limit does not bite. */
const ip = () => ({ 'x-forwarded-for': nextClientAddress() });

async function createAccount(page: import('@playwright/test').Page, email: string): Promise<void> {
  await page.goto('/signup');
  await waitForApp(page);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="nickname"]').fill('Eve');
  await page.locator('input[type="password"]').fill('e2e-password-1');
  await page.locator('input[autocomplete="nickname"]').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('push denied: the flow goes from the account straight to step 3', async ({ browser }) => {
  // Any permission list leaves notifications denied in this context.
  const context = await browser.newContext({ permissions: ['clipboard-read'], extraHTTPHeaders: ip() });
  const page = await context.newPage();
  await createAccount(page, uniqueEmail('push-denied'));
  await expect(page.locator('.signup-flow[data-step="3"]')).toBeVisible();
  await context.close();
});

test('push opt-in: PushManager subscribes with the site VAPID key and the subscription is attached', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['notifications'], extraHTTPHeaders: ip() });
  await fakePushManager(context);
  const page = await context.newPage();
  await createAccount(page, uniqueEmail('push-on'));
  await expect(page.locator('.signup-flow[data-step="1"]')).toBeVisible();
  const attached = page.waitForResponse((r) => r.url().endsWith('/api/user.php?push=1'));
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  expect((await attached).status()).toBe(200);
  // Subscribed: the offer is gone, so step 1 moves on by itself.
  await expect(page.locator('.signup-flow[data-step="2"]')).toBeVisible();

  const { key, pub } = await page.evaluate(() => {
    const settings = JSON.parse(document.getElementById('app-settings')?.textContent ?? '{}') as {
      push_pub: string;
    };
    return { key: (window as unknown as { __pushKey: number[] }).__pushKey, pub: settings.push_pub };
  });
  expect(Buffer.from(key).toString('base64url')).toBe(pub);
  expect(key).toHaveLength(65);
  const registration = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL,
  );
  expect(registration).toMatch(/\/sw-push\.js$/);
  await context.close();
});

test('/sw-push.js (version 2) shows a delivered push and posts NEW_PUSH_MESSAGE to the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['notifications'], extraHTTPHeaders: ip() });
  const page = await context.newPage();
  await page.goto('/');
  const script = await (await page.request.get('/sw-push.js')).text();
  expect(script).toContain('SW_PUSH_VERSION = 2');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw-push.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await recordWorkerMessages(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp);
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: 'New message', body: 'Anna wrote to you', url: '/chats' }),
  });
  await expect
    .poll(() => workerMessages(page))
    .toEqual([
      {
        type: 'NEW_PUSH_MESSAGE',
        data: { title: 'New message', body: 'Anna wrote to you', url: '/chats' },
        version: 2,
      },
    ]);
  await context.close();
});
