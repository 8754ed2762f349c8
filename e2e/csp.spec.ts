import { expect, type Page, test } from '@playwright/test';

/**
 * The Content-Security-Policy (server/plugins/security.ts). That it breaks nothing on any page
 * of the route table, as a guest and as a member, on both templates and viewports, is checked by
 * the axe sweep, which visits every page anyway (a11y-pages.spec.ts, `watchCspViolations`).
 */
test.describe('Content-Security-Policy', () => {
  /** The entry: the first module the starter names (scripts/build/deferred-start.ts). */
  const entryScript = async (page: Page) =>
    (await page.locator('script[data-modules]').getAttribute('data-modules'))?.split(' ')[0];

  test('source maps are not public outside development', async ({ page }) => {
    await page.goto('/');
    const script = await entryScript(page);
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    expect((await page.request.get(`${script}.map`)).status()).toBe(404);
    expect((await page.request.get(String(script))).status()).toBe(200);
  });

  test('hashed files come without validators, ranges or document headers; pages and the worker keep theirs', async ({
    page,
  }) => {
    await page.goto('/');
    const script = await page.request.get(String(await entryScript(page)), {
      headers: { 'accept-encoding': 'br' },
    });
    const headers = script.headers();
    expect(headers['cache-control']).toContain('immutable');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-content-type-options']).toBe('nosniff');
    for (const name of [
      'etag',
      'last-modified',
      'accept-ranges',
      'content-security-policy',
      'x-frame-options',
    ]) {
      expect(headers[name]).toBeUndefined();
    }
    for (const url of ['/', '/sw-push.js']) {
      expect((await page.request.get(url)).headers()['content-security-policy']).toContain(
        "default-src 'self'",
      );
    }
  });
});
