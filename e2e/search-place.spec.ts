import { expect, test } from '@playwright/test';
import { CLASSIC, DESKTOP, LAVISH, PHONE, signUpViaForm, uniqueEmail } from './support/helpers';

/**
 * Spec §2: the page parameter follows the scrolling (replaceState, no history entry of its own),
 * so Back from a profile returns to the same profiles in the results, at the same place.
 */
for (const { template, origin, viewport } of [
  { template: 'classic', origin: CLASSIC, viewport: DESKTOP },
  { template: 'lavish', origin: LAVISH, viewport: PHONE },
]) {
  test(`Back from a profile returns to the same place in the results: ${template}`, async ({ browser }) => {
    const ctx = await browser.newContext({ locale: 'en-US', viewport });
    const page = await ctx.newPage();
    await signUpViaForm(page, uniqueEmail('place'), 'e2e-password-1', origin);
    await expect(page).toHaveURL(`${origin}/members`);
    const cards = page.getByTestId('search-results').locator('li[data-profile]');
    await expect(cards).toHaveCount(12);
    const entries = await page.evaluate(() => history.length);
    const firstId = await cards.first().getAttribute('data-profile');
    for (const n of [24, 36]) {
      await page.locator('[data-loadmore]').scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(n);
    }
    // A card of the third page at the top of the view: the address says page 3.
    const target = cards.nth(26);
    const id = await target.getAttribute('data-profile');
    await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const before = await target.boundingBox();

    await target.locator('a').first().click();
    await expect(page).toHaveURL(`${origin}/members/${id}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/members\?page=3$/);
    const again = page.locator(`li[data-profile="${id}"]`);
    await expect(again).toBeInViewport();
    // The results start at page 3 now, and the card is back where it was on the screen.
    await expect(page.locator(`li[data-profile="${firstId}"]`)).toHaveCount(0);
    const y = before?.y ?? Number.NaN;
    await expect
      .poll(async () => Math.abs(((await again.boundingBox())?.y ?? Number.POSITIVE_INFINITY) - y))
      .toBeLessThan(2);
    await ctx.close();
  });
}
