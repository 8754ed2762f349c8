import { expect, test } from '@playwright/test';
import { CLASSIC, LAVISH, memberInOwnContext } from './support/helpers';

test('a guest on an unknown page gets a real 404, the path and the signup form', async ({ page }, info) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.locator('.error-signup').getByLabel('E-mail address')).toBeVisible();
  await expect(page.getByText('Members you may like')).toHaveCount(0);
  for (const [template, origin] of [
    ['classic', CLASSIC],
    ['lavish', LAVISH],
  ] as const) {
    for (const vp of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(vp);
      await page.goto(`${origin}/no/such/page`);
      await expect(page.locator('.error-signup')).toBeVisible();
      const file = info.outputPath(`${template}-${vp.name}-error-guest.png`);
      await page.screenshot({ path: file, fullPage: true });
      await info.attach(`${template}-${vp.name}-error-guest`, { path: file, contentType: 'image/png' });
    }
  }
});

test('a member on an unknown page gets suggested members instead of the signup form', async ({
  browser,
}, info) => {
  const { ctx, page } = await memberInOwnContext(browser, 'error-page');
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Members you may like' })).toBeVisible();
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await expect(page.locator('.error-signup')).toHaveCount(0);
  const file = info.outputPath('classic-desktop-error-member.png');
  await page.screenshot({ path: file, fullPage: true });
  await info.attach('classic-desktop-error-member', { path: file, contentType: 'image/png' });
  await ctx.close();
});
