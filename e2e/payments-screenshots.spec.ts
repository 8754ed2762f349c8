import { type Browser, expect, type Page, test } from '@playwright/test';
import { signupCsrf } from '../common/rules/csrf';
import { CLASSIC, LAVISH, nextClientAddress, uniqueEmail } from './support/helpers';

const UA = 'amorio-e2e-screens/1.0 Chrome';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const SITES = [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
];

/** A new member of the site, signed up through the API from inside the page (the cookie is the site's). */
async function member(browser: Browser, origin: string, width: number, height: number): Promise<Page> {
  const ctx = await browser.newContext({
    locale: 'en-US',
    userAgent: UA,
    viewport: { width, height },
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  const page = await ctx.newPage();
  await page.goto(`${origin}/`);
  const email = uniqueEmail('payshots');
  const csrf = await signupCsrf(email, UA);
  const status = await page.evaluate(
    async (body) => {
      const r = await fetch('/api/user.php?new=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return r.status;
    },
    { email, name: 'Pia', password: 'e2e-password-1', csrf },
  );
  expect(status).toBe(200);
  return page;
}

for (const site of SITES) {
  for (const vp of VIEWPORTS) {
    test(`payments screenshots: ${site.template} on ${vp.name}`, async ({ browser }, info) => {
      test.setTimeout(90_000);
      const page = await member(browser, site.origin, vp.width, vp.height);
      const shot = async (label: string) => {
        await expect(page.locator('h1').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const file = info.outputPath(`${site.template}-${vp.name}-${label}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await info.attach(`${site.template}-${vp.name}-${label}`, { path: file, contentType: 'image/png' });
      };
      await page.goto(`${site.origin}/pricing`);
      await expect(page.getByRole('link', { name: /^Buy / }).first()).toBeVisible();
      await shot('pricing');
      await page.getByRole('link', { name: /^Buy / }).first().click();
      await page.getByRole('radio').first().check();
      await shot('checkout');
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/checkout\/demo\//);
      await shot('demo-checkout');
      await page.getByRole('button', { name: 'Pay (successful)' }).click();
      await expect(page.getByTestId('receipt')).toBeVisible();
      await shot('transaction');
      await page.goto(`${site.origin}/credits`);
      await expect(page.getByTestId('credit-balance')).toBeVisible();
      await shot('credits');
      await page.goto(`${site.origin}/premium`);
      await expect(page.getByTestId('premium-status')).toBeVisible();
      await shot('premium');
      await page.context().close();
    });
  }
}
