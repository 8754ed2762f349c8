import { expect, test } from '@playwright/test';
import { PHONE, SITES, waitForApp } from './support/helpers';

const PAGES = [
  '/',
  '/login',
  '/signup',
  '/pages/terms',
  '/pages/faq',
  '/landers/gallery/milf',
  '/landers/video/',
];

/**
 * Decision 019e: a guest gets each public page rendered on the server, and the app hydrates it
 * instead of rendering anew. Nodes the server sent are captured once the HTML is parsed (before
 * any module script runs) and must still be in the document when the app has loaded: a hydration
 * mismatch would make React replace them (a flash), and a layout shift would show as CLS.
 */
for (const { template, origin } of SITES) {
  test(`public pages hydrate the server's HTML without replacing it: ${template}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(() => {
      // What may start the app before the first paint (deferred-start.ts): a tab hidden while it
      // loads starts at once by design, so the paint-before-script check holds for a visible one.
      const w = window as unknown as { starts?: string[] };
      w.starts = document.visibilityState === 'hidden' ? ['hidden@0'] : [];
      for (const type of ['visibilitychange', 'pointerdown', 'touchstart', 'keydown', 'focusin']) {
        addEventListener(type, () => w.starts?.push(`${type}@${Math.round(performance.now())}`), true);
      }
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { ssrNodes?: Element[] };
        w.ssrNodes = [
          ...document.querySelectorAll('#root[data-ssr] h1, #root[data-ssr] main, #root[data-ssr] header'),
        ];
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // React reports a hydration mismatch as an error (recoverable or not); its warnings too.
      if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
    });
    for (const path of PAGES) {
      const res = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      expect(res?.status(), path).toBe(200);
      await waitForApp(page);
      const kept = await page.evaluate(() => {
        const nodes = (window as unknown as { ssrNodes?: Element[] }).ssrNodes ?? [];
        return { count: nodes.length, attached: nodes.filter((n) => n.isConnected).length };
      });
      expect(kept.count, `${path}: server-rendered nodes`).toBeGreaterThan(0);
      expect(kept.attached, `${path}: nodes kept by hydration`).toBe(kept.count);
      // Decision 021b: the content paints first; the app's scripts are fetched only after that.
      const scripts = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const all = performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name));
        const starts = (window as unknown as { starts?: string[] }).starts ?? [];
        return {
          paint,
          count: all.length,
          early: all.filter((e) => e.startTime < paint).map((e) => e.name),
          // The test does nothing before the paint, so an event there came from the browser.
          startedBeforePaint: starts.some((s) => Number(s.split('@')[1]) < paint),
          starts,
          autofocus: document.querySelectorAll('#root [autofocus]').length,
        };
      });
      expect(scripts.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
      expect(scripts.count, `${path}: the app's scripts`).toBeGreaterThan(0);
      // The one intent a page could give itself before its paint: an element focused at load.
      expect(scripts.autofocus, `${path}: autofocus in the server's HTML`).toBe(0);
      // A page the browser kept hidden while it loaded (a busy CI host, once), or that it focused
      // before painting (a busy CI host, once: focusin at 1.4 s), starts at once, by design.
      if (!scripts.startedBeforePaint) {
        expect(scripts.early, `${path}: scripts fetched before the first paint (${scripts.starts})`).toEqual(
          [],
        );
      }
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) sum += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 300);
          }),
      );
      expect(cls, `${path}: layout shift`).toBeLessThanOrEqual(0.05);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * Decision 020a: server-rendered pages carry their stylesheet inside and do not fetch a file before
 * the app starts. Decision 023h: that is the public pages' sheet; the app's whole one is the
 * disabled <link>, which the starter enables when the app starts, so it is fetched once then (and
 * Vite's preloader, which skips a stylesheet a page already links, does not add it again).
 */
test('the inlined stylesheet applies without fetching the file', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  const state = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>(
      'link[rel="stylesheet"][data-href^="/assets/index-"]',
    );
    return {
      inline: document.querySelectorAll('head style').length,
      // Named in data-href, without href: Chromium 150's preload scanner fetched a disabled link.
      linked:
        link?.disabled === true &&
        link.sheet === null &&
        !link.hasAttribute('href') &&
        link.hasAttribute('data-with-app'),
      // Tailwind's preflight: without the styles the body keeps the browser's 8px margin.
      margin: getComputedStyle(document.body).margin,
    };
  });
  expect(state).toEqual({ inline: 1, linked: true, margin: '0px' });
  expect(sheets).toEqual([]);
  await page.getByRole('link', { name: 'Sign up for free' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual([await page.locator('link[data-with-app]').getAttribute('href')]);
});
