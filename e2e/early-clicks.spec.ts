import { expect, type Page, type Request, test } from '@playwright/test';

/**
 * Decision 023a: a public page is clickable from its first paint. The app starts after the paint
 * (021b), on the visitor's first intent (023e), so a link or a button pressed before React has
 * hydrated the page is held by the starter and replayed by the app. Deterministic: the app's scripts are held back by a route until the
 * click is done, so the click always lands before the app runs.
 */

// The app's worker would answer its scripts from its cache, past the route that holds them.
test.use({ serviceWorkers: 'block' });

const APP_SCRIPT = /\/assets\/[^/]+\.js$/;

/**
 * Opens `path` with the app's scripts held; resolves once the page is parsed, before the app has
 * run: a public page asks for the app only on the visitor's first sign of intent (decision 023e),
 * here the click's own pointerdown. The returned function checks the click asked for the app, then
 * lets its scripts through.
 */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const asked = page.waitForRequest((r: Request) => APP_SCRIPT.test(r.url()));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#root[data-ssr]').count(), `${path}: still the server's page`).toBe(1);
  return async () => {
    await asked;
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test('a link or a button pressed at first paint does what it says once the app runs', async ({ page }) => {
  for (let round = 1; round <= 3; round += 1) {
    let release = await openHeld(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await release();
    await expect(page, `round ${round}: the link`).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');

    release = await openHeld(page, '/');
    await page.getByRole('button', { name: 'Create your free profile' }).first().click();
    await release();
    await expect(
      page.getByRole('dialog', { name: 'Create your free account' }),
      `round ${round}: the button`,
    ).toBeVisible();
  }
});
