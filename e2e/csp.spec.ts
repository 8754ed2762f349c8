import { ROUTES, type RouteDef } from '@common/routes';
import { expect, type Page, test } from '@playwright/test';
import { LAVISH, signUpViaForm, uniqueEmail } from './support/helpers';

/**
 * The Content-Security-Policy (server/plugins/security.ts) breaks nothing: every page of the
 * route table, as a guest and as a member, on both templates, without a single violation.
 */
const PARAMS: Record<string, string> = {
  chatId: '1',
  memberId: '1',
  type: 'mutual',
  creditId: 'popular',
  'paymentMethod?': 'ideal',
  transactionId: '1',
  paymentId: 'demo_abcdefgh',
};

function concrete(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg === '*' ? 'x' : seg.startsWith(':') ? (PARAMS[seg.slice(1)] ?? '1') : seg))
    .join('/');
}

/** Collects CSP violations from the page (the DOM event) and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`);
    });
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(`console: ${m.text()}`);
  });
  return violations;
}

async function visitAll(page: Page, origin: string, only: (r: RouteDef) => boolean = () => true) {
  for (const route of ROUTES.filter(only)) {
    await page.goto(`${origin}${concrete(route.path)}`);
    await page.waitForLoadState('networkidle');
  }
}

test.describe('Content-Security-Policy', () => {
  test.setTimeout(180_000);

  test('no violation on any page as a guest', async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await visitAll(page, '');
    // The other template differs in classes and styles, not in scripts: its public pages suffice.
    await visitAll(page, LAVISH, (r) => r.access === 'public' && !r.path.includes(':'));
    expect(violations).toEqual([]);
  });

  test('no violation on any page as a member', async ({ page }) => {
    const violations = await watchViolations(page);
    await signUpViaForm(page, uniqueEmail('csp'));
    await visitAll(page, '', (r) => r.access !== 'public');
    // The emoji picker builds its own shadow DOM with styles when first opened.
    await page.goto('/members/1/chat');
    await page.getByTestId('emoji-button').click();
    await expect(page.locator('emoji-picker').getByRole('menuitem').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

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
