import { expect, test } from '@playwright/test';
import { SETTLE_AFTER_LOAD_MS } from '@web/lib/after-page-settles';
import { CLASSIC } from './support/helpers';
import { waitForWorkerControl } from './support/push';
import { siteMember } from './support/site-member';

/** When the page asked for its worker, against its own load event (ms on the page's clock). */
type Timing = { registeredAt: number | null; loadEnd: number };

test('a member page installs the site worker once it has loaded and settled, not while it starts (decision 023p)', async ({
  browser,
}) => {
  // The member's session in a browser that has never seen the site's worker.
  const { ctx: signup } = await siteMember(browser, CLASSIC, 'Wendy');
  const { cookies } = await signup.storageState();
  await signup.close();
  const ctx = await browser.newContext({ locale: 'en-US', storageState: { cookies, origins: [] } });
  await ctx.addInitScript(() => {
    const sw = navigator.serviceWorker;
    const register = sw.register.bind(sw);
    sw.register = (...args: Parameters<typeof register>) => {
      (window as unknown as { __registeredAt?: number }).__registeredAt ??= performance.now();
      return register(...args);
    };
  });
  const page = await ctx.newPage();
  await page.goto(`${CLASSIC}/members`);
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await waitForWorkerControl(page);
  const timing = await page.evaluate<Timing>(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      registeredAt: (window as unknown as { __registeredAt?: number }).__registeredAt ?? null,
      loadEnd: nav.loadEventEnd,
    };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.registeredAt).not.toBeNull();
  expect(timing.registeredAt ?? 0).toBeGreaterThanOrEqual(timing.loadEnd + SETTLE_AFTER_LOAD_MS);
  await ctx.close();
});
