import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from './support/helpers';

/**
 * Decisions 023c, 023e: a server-rendered public page is complete without the app, so the app
 * starts on the visitor's first sign of intent, not at the first paint, nor (unless the address
 * carries a query for it to handle) when the page has loaded and the browser is idle. Deterministic: the deferred /zod-without-eval.js is held by a route, which
 * holds the load event (and the entry, which never runs before DOMContentLoaded) as long as the
 * test needs.
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
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/zod-without-eval.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'commit' });
  await firstPaint(page);
  expect(await modulePreloads(page), 'painted, not loaded, no input: nothing of the app is asked for').toBe(
    0,
  );

  // The first key press starts it (its modules are asked for while the page is still loading).
  await page.keyboard.press('Shift');
  await expect.poll(() => modulePreloads(page)).toBeGreaterThan(0);
  release();
  await waitForApp(page);
  await page.unrouteAll({ behavior: 'wait' });

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
