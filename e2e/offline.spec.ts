import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/helpers';
import { waitForWorkerControl } from './support/push';

test('installable: a valid manifest, an active service worker, and the app shell loads offline after a first visit', async ({
  browser,
}) => {
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Amorio', start_url: '/members', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  // The first visit installs the worker, which takes control without a reload.
  await waitForWorkerControl(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await ctx.setOffline(true);
  await page.reload();
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await ctx.close();
});

test('a new build: the refresh-needed toast appears and reloading runs the new worker', async ({
  browser,
}) => {
  const file = path.resolve('dist/web/sw-push.js');
  const original = fs.readFileSync(file, 'utf8');
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  try {
    await page.goto('/login');
    // The page's starter registers the worker; the toast is the app's, which starts on intent.
    await waitForApp(page);
    await waitForWorkerControl(page);
    const before = await page.evaluate(() => caches.keys());
    // "Deploy" a new build: the worker's bytes change as they do when vite stamps a new id.
    const next = original.replace(/const APP_BUILD = '[^']*'/, `const APP_BUILD = 'e2e${Date.now()}'`);
    fs.writeFileSync(file, next);
    // A deploy replaces the precompressed twins too (scripts/build/precompress.ts); drop the old ones.
    for (const twin of [`${file}.br`, `${file}.gz`]) fs.rmSync(twin, { force: true });
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 10_000 })
      .toContainEqual(expect.stringMatching(/^shell-e2e\d+$/));
    expect(await page.evaluate(() => caches.keys())).not.toEqual(before);
    await expect(page.getByText('A new version is ready.')).toHaveCount(0);
  } finally {
    fs.writeFileSync(file, original);
    await ctx.close();
  }
});

/** Chromium's `beforeinstallprompt`, as the page sees it; `prompt()` marks that it was called. */
function offerInstall(): void {
  const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void> };
  offer.prompt = async () => {
    (window as unknown as { __prompted: number }).__prompted =
      ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1;
  };
  window.dispatchEvent(offer);
}

test('when the browser offers installing, before or after the app runs, an Install toast opens the browser’s dialog from the visitor’s first input on', async ({
  page,
}) => {
  const offerText = page.getByText('Install the app: quicker to open, and it works offline.');
  const prompted = () => page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted ?? 0);
  // At DOMContentLoaded the page's starter listens, the app has not run yet (it starts on the
  // visitor's first intent, decisions 023c, 023e): the offer must wait for it.
  await page.addInitScript(
    `document.addEventListener('DOMContentLoaded', () => (${offerInstall.toString()})())`,
  );
  await page.goto('/login');
  await waitForApp(page);
  // The app has taken the starter's offer; nobody has touched the page yet: no toast (nor the
  // toast's code, which would have loaded by the time the network is idle) until they do.
  await page.waitForFunction(() => !('amorioInstallOffer' in window));
  await page.waitForLoadState('networkidle');
  await expect(offerText).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(offerText).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  expect(await prompted()).toBe(1);
  await expect(offerText).toHaveCount(0);

  await waitForApp(page);
  await page.evaluate(offerInstall);
  await expect(offerText).toBeVisible();
  await page.getByRole('button', { name: 'Install' }).click();
  expect(await prompted()).toBe(2);
});
