import { expect, type Page, test } from '@playwright/test';
import { CLASSIC, DESKTOP, LAVISH, PHONE, uniqueEmail, waitForApp } from './support/helpers';
import { fillAccount, freshIp, step } from './support/signup';

/** Skips every optional step (1–6) that shows, until the final notice (step 7). */
async function skipToTheEnd(dialog: ReturnType<Page['locator']>): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const flow = dialog.locator('.signup-flow');
    await expect(flow).toBeVisible();
    const at = Number(await flow.getAttribute('data-step'));
    if (at === 7) return;
    if (at === 0) {
      await expect(flow).not.toHaveAttribute('data-step', '0');
      continue;
    }
    await flow.locator('.signup-step__skip').click();
    await expect(flow).not.toHaveAttribute('data-step', String(at));
  }
}

for (const [template, origin] of [
  ['classic', CLASSIC],
  ['lavish', LAVISH],
] as const) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`"Join free" in the header carries a new member to step 7: ${template} ${device}`, async ({
      browser,
    }, info) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({
        viewport,
        locale: 'en-US',
        extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
      });
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await waitForApp(page);
      await page.locator('.site-header button[aria-haspopup="dialog"]').click();
      const dialog = page.locator('dialog.signup-dialog');
      await expect(step(page, 0)).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${template}-${device}-dialog-step0.png`) });
      await fillAccount(page, uniqueEmail(`join-${template}`));
      // The account exists and the header turned into the member's: the dialog goes on.
      await expect(page.locator('html')).toHaveClass(/logged-in/);
      await skipToTheEnd(dialog);
      await expect(step(page, 7)).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      await expect(dialog.locator('.signup-progress__label')).toHaveText('All steps done');
      await page.screenshot({ path: info.outputPath(`${template}-${device}-dialog-step7.png`) });
      // Behind the dialog, the home page gave way to the members area.
      await expect(page).toHaveURL(/\/members$/);
      await dialog.getByRole('link', { name: /members area|Skip/ }).click();
      await expect(dialog).not.toBeVisible();
      await expect(page).toHaveURL(/\/members$/);
      await context.close();
    });
  }
}

test('a member opening / gets the members area, not the signup pitch', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  await page.goto(`${CLASSIC}/signup`);
  await fillAccount(page, uniqueEmail('home'));
  await expect(step(page, 0)).toHaveCount(0);
  await page.goto(`${CLASSIC}/`);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByText('Create your free profile')).toHaveCount(0);
  await context.close();
});
