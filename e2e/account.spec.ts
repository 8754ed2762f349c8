import { expect, test } from '@playwright/test';
import { e2eDb } from './support/e2e-db';
import {
  accountMenuButton,
  CLASSIC,
  DESKTOP,
  LAVISH,
  logInViaForm,
  PHONE,
  signUpViaForm,
  uniqueEmail,
} from './support/helpers';
import { mailLink, shot } from './support/signup';

test('forgot password → mail → new password; the old browser is logged out', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await signUpViaForm(page, email);
  await expect(page).toHaveURL(/\/members$/);

  // Another browser: a failed login offers the reset link.
  const ctx = await browser.newContext({ locale: 'en-US' });
  const other = await ctx.newPage();
  await other.goto('/login');
  await expect(other.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await logInViaForm(other, email, 'not-my-password');
  await expect(other.getByTestId('login-failed-forgot')).toBeVisible();
  await other.getByTestId('login-failed-forgot').click();
  await expect(other).toHaveURL(/\/reset-password$/);
  await other.getByLabel('E-mail address').fill(email);
  await other.getByRole('button', { name: 'Send me a link' }).click();
  await expect(other.getByTestId('reset-requested')).toContainText(email);

  const link = await mailLink(request, email, '/reset-password/do?token=');
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await other.getByLabel('New password', { exact: true }).fill('fresh-password-2');
  await other.getByLabel('Repeat the new password').fill('fresh-password-2');
  await other.getByRole('button', { name: 'Save my new password' }).click();
  await expect(other).toHaveURL(/\/members/);
  await expect(accountMenuButton(other)).toBeVisible();

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);

  // The used link now says so, with a way to ask again.
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByTestId('reset-link-dead')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await ctx.close();
});

test('a banned member is logged out and sees the reason on /pages/ban', async ({ page }) => {
  const email = uniqueEmail('banned');
  await signUpViaForm(page, email);
  await expect(page).toHaveURL(/\/members$/);
  // The page stays open while the ban lands: its own polling (user, chats, likes; at most a
  // minute apart) meets account_banned and takes it to /pages/ban, not to the login page.
  test.setTimeout(150_000);
  const db = await e2eDb();
  try {
    await db.query(`update users set status = 'banned', ban_reason = 'Spam in chats' where email = $1`, [
      email,
    ]);
  } finally {
    await db.end();
  }
  await expect(page).toHaveURL(/\/pages\/ban$/, { timeout: 100_000 });
  await expect(page.getByTestId('ban-reason')).toHaveText('Spam in chats');
  await page.goto('/login');
  await logInViaForm(page, email, 'e2e-password-1');
  await expect(page).toHaveURL(/\/pages\/ban$/);
  await expect(page.getByRole('link', { name: /Write to/ })).toHaveAttribute('href', /^mailto:/);
});

for (const site of [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
]) {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`screenshots of the account pages: ${site.template} ${device}`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}/reset-password`);
      await expect(page.locator('form')).toBeVisible();
      await shot(page, info, `${site.template}-${device}-reset-password`);
      await page.goto(`${site.origin}/reset-password/do?token=${'x'.repeat(43)}`);
      await expect(page.getByTestId('reset-link-dead')).toBeVisible();
      await shot(page, info, `${site.template}-${device}-reset-link-dead`);
      await page.goto(`${site.origin}/account-deleted`);
      await expect(page.getByTestId('account-deleted')).toBeVisible();
      await shot(page, info, `${site.template}-${device}-account-deleted`);
      // Spec §2: /pages/ban needs a login; only a banned member's notice stands in for one.
      await page.goto(`${site.origin}/pages/ban`);
      await expect(page).toHaveURL(`${site.origin}/login?redirect=%2Fpages%2Fban`);
    });
  }
}
