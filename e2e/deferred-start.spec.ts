import { expect, type Page, test } from '@playwright/test';
import { memberInOwnContext, waitForApp } from './support/helpers';

/**
 * Decisions 023c, 023e: a server-rendered public page is complete without the app, so the app
 * starts on the visitor's first sign of intent, not at the first paint, nor (unless the address
 * carries a query for it to handle) when the page has loaded and the browser is idle. The page
 * carries the public pages' stylesheet; the app's whole one loads with the app (decision 023h).
 */

// The app's worker would answer from its cache, past the route.
test.use({ serviceWorkers: 'block' });

/** Resolves once the page has painted its first content (the starter saw it too: it observes first). */
function firstPaint(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

const modulePreloads = (page: Page) => page.locator('link[rel="modulepreload"]').count();

test('the app waits for the visitor, not for the first paint nor for an idle, loaded page', async ({
  page,
}) => {
  const appSheet = page.locator('link[rel="stylesheet"][data-with-app]');
  await page.goto('/', { waitUntil: 'commit' });
  await firstPaint(page);
  expect(await modulePreloads(page), 'painted, no input: nothing of the app is asked for').toBe(0);
  expect(await appSheet.evaluate((link: HTMLLinkElement) => link.disabled)).toBe(true);

  // The first key press starts it: its modules are asked for, and the app's whole stylesheet.
  await page.keyboard.press('Shift');
  await expect.poll(() => modulePreloads(page)).toBeGreaterThan(0);
  await waitForApp(page);
  await expect
    .poll(() => appSheet.evaluate((link: HTMLLinkElement) => (link.sheet?.cssRules.length ?? 0) > 0))
    .toBe(true);

  // Without any input the app is not asked for at all, even once the page has loaded and the
  // browser is idle (decision 023e): idle callbacks run in the order asked, so once ours has run
  // twice the starter's has run too.
  await page.goto('/login');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  expect(await modulePreloads(page), 'loaded and idle, no input: nothing of the app is asked for').toBe(0);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await waitForApp(page);
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.com');

  // An address with a query (tracking parameters to store, spec §2) starts it at idle without input.
  await page.goto('/login?ref=deferred-start');
  await page.locator('#root:not([data-ssr])').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/login$/);
});

/** Records in `window.firstIntl` the stack of the page's first Intl formatter (the script that made it). */
function recordFirstIntl(): void {
  const w = window as unknown as { firstIntl?: string };
  for (const name of ['DateTimeFormat', 'NumberFormat', 'DisplayNames', 'RelativeTimeFormat'] as const) {
    const original = Intl[name];
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct(target, args, newTarget) {
          w.firstIntl ??= new Error().stack ?? '';
          return Reflect.construct(target, args, newTarget);
        },
      }),
    });
  }
}

test('a page the app renders alone loads the locale data while its code is on its way (023v)', async ({
  browser,
}) => {
  const { ctx, page } = await memberInOwnContext(browser, 'intl');
  await page.addInitScript(recordFirstIntl);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstIntl?: string }).firstIntl);
  expect(first, 'the first Intl formatter of a member page').toBeDefined();
  expect(first, 'made by the starter, inline in the page, not by the app').not.toContain('/assets/');
  await ctx.close();

  // A server-rendered page is complete without the app and asks for nothing before the visitor acts.
  const guest = await browser.newPage();
  await guest.addInitScript(recordFirstIntl);
  await guest.goto('/');
  await guest.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  expect(await guest.evaluate(() => (window as unknown as { firstIntl?: string }).firstIntl)).toBeUndefined();
  await guest.close();
});

test('a page the app renders alone downloads its entry with the libraries, not after they have run (023w)', async ({
  browser,
}) => {
  const { ctx, page } = await memberInOwnContext(browser, 'entry');
  const html = await (await page.request.get('/credits')).text();
  const [entry, ...libraries] = (html.match(/data-modules="([^"]+)"/)?.[1] ?? '').split(' ');
  expect(libraries.length, 'the starter names the entry and its libraries').toBeGreaterThan(1);
  // The libraries' answers wait until the entry has been asked for: before, the starter asked for
  // it only once they had run, so it waited a round trip more on a phone's network.
  let asked = false;
  let entryAsked!: () => void;
  const entryRequested = new Promise<void>((resolve) => {
    entryAsked = resolve;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== entry) return;
    asked = true;
    entryAsked();
  });
  for (const href of libraries)
    await page.route(`**${href}`, async (route) => {
      await entryRequested;
      await route.continue();
    });
  await page.goto('/credits', { waitUntil: 'commit' });
  await expect
    .poll(() => asked, { message: 'the entry is asked for while its libraries download' })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ctx.close();
});
