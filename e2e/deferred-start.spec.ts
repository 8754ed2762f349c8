import { expect, type Page, test } from '@playwright/test';
import { waitForApp } from './support/helpers';

/**
 * Decision 023c: a server-rendered public page is complete without the app, so the app starts on
 * the visitor's first sign of intent, or once the page has loaded and the browser is idle; not
 * at the first paint. Deterministic: the deferred /zod-without-eval.js is held by a route, which
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

test('the app waits for the visitor or for an idle, loaded page, not for the first paint', async ({
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

  // Without any input, the app starts once the page has loaded and the browser is idle.
  await page.goto('/login');
  await waitForApp(page);
  await page.getByLabel('E-mail address').fill('someone@example.com');
  await expect(page.getByLabel('E-mail address')).toHaveValue('someone@example.com');
});
