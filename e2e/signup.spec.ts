import { expect, test } from '@playwright/test';
import { CLASSIC, PHONE, SITES, uniqueEmail, waitForApp } from './support/helpers';
import { currentUser, fillAccount, freshIp, mailLink, shot, step } from './support/signup';

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

test('the activation link from the mail opens in the browser and works once', async ({ page, request }) => {
  const email = uniqueEmail('activate');
  await page.goto('/signup');
  await fillAccount(page, email);
  await expect(step(page, 1)).toBeVisible();
  // The development outbox lists the mail with its link (no SMTP_URL in the e2e server).
  const link = await mailLink(request, email, '/api/activate.php?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByTestId('activate-done')).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/activate\/error$/);
  await expect(page.getByTestId('activate-error')).toBeVisible();
});

test('e-mail checks: did-you-mean, existing account hint with login link', async ({ page }) => {
  await page.goto('/signup');
  await waitForApp(page);
  const emailInput = page.getByLabel('E-mail address');
  await emailInput.fill('anna@gmial.com');
  await page.getByLabel('Name').click();
  await expect(page.getByRole('button', { name: 'anna@gmail.com' })).toBeVisible();
  await page.getByRole('button', { name: 'anna@gmail.com' }).click();
  await expect(emailInput).toHaveValue('anna@gmail.com');

  const taken = uniqueEmail('taken');
  const other = await page
    .context()
    .browser()
    ?.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const p2 = await other?.newPage();
  if (!p2) throw new Error('no second page');
  await p2.goto(`${CLASSIC}/signup`);
  await fillAccount(p2, taken);
  await expect(step(p2, 1)).toBeVisible();
  await other?.close();

  await emailInput.fill(taken);
  await page.getByLabel('Name').click();
  await expect(page.getByText('There is already an account with this e-mail address.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
});

test('the terms and privacy notes open real texts in modals', async ({ page }) => {
  await page.goto('/signup');
  await waitForApp(page);
  await page.getByRole('button', { name: 'terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You must be at least 18 years old')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'privacy policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
});

for (const site of SITES) {
  test(`the header toggle opens the flow in a modal for guests (${site.template}, phone)`, async ({
    page,
  }, info) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${site.origin}/`);
    await waitForApp(page);
    await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
    const dialog = page.locator('dialog.signup-dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[type="email"]')).toBeVisible();
    await shot(page, info, `${site.template}-phone-modal`);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.signup-dialog[open]')).toHaveCount(0);
  });
}

for (const [locale, order] of [
  ['nl-NL', ['day', 'month', 'year']],
  ['en-US', ['month', 'day', 'year']],
] as const) {
  test(`date of birth selects follow the ${locale} order`, async ({ browser }) => {
    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const page = await context.newPage();
    await page.goto('/signup');
    await fillAccount(page, uniqueEmail(`dob-${locale}`));
    await expect(step(page, 1)).toBeVisible();
    // Auto-skip: with a city on the profile, /complete-signup resumes at step 4.
    const res = await page.request.put('/api/user.php', { data: { city: 'Gent' } });
    expect(res.ok()).toBe(true);
    // The server's session cache catches up by NOTIFY; wait for it before resuming.
    await expect.poll(async () => (await currentUser(page)).user.profile.city).toBe('Gent');
    await page.goto('/complete-signup');
    await expect(step(page, 4)).toBeVisible();
    const parts = await page
      .locator('[data-testid="dob"] select')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-part')));
    expect(parts).toEqual(order);
    const years = await page.locator('select[data-part="year"] option:not([disabled])').allTextContents();
    const thisYear = new Date().getFullYear();
    expect(Number(years[0])).toBe(thisYear - 18);
    expect(Number(years.at(-1))).toBe(thisYear - 100);
    await context.close();
  });
}

test('step 7 change-e-mail link leads to a working form', async ({ page }) => {
  const email = uniqueEmail('change');
  await page.goto('/signup');
  await fillAccount(page, email);
  await expect(step(page, 1)).toBeVisible();
  // Skip every optional step to reach step 7.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await expect(step(page, n)).toBeVisible();
    await page.locator('.signup-step__skip').click();
  }
  await expect(step(page, 7)).toBeVisible();
  await page.getByRole('button', { name: /Change your e-mail address/ }).click();
  const fixed = uniqueEmail('fixed');
  await page.getByLabel('New e-mail address').fill(fixed);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${fixed}`)).toBeVisible();
  await expect.poll(async () => (await currentUser(page)).user.email).toBe(fixed);
});

test('a confirmed member changes the e-mail through the link at /mail-change/do', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('confirmed');
  await page.goto('/signup');
  await fillAccount(page, email);
  await expect(step(page, 1)).toBeVisible();
  const linkFor = (to: string, path: string) => mailLink(request, to, path);
  await page.goto(await linkFor(email, '/api/activate.php?token='));
  await expect(page.getByTestId('activate-done')).toBeVisible();
  await shot(page, info, 'activate-done');

  const next = uniqueEmail('next');
  // A confirmed account changes its address with its password (issue 10).
  const res = await page.request.post('/api/mail-change.php', {
    data: { email: next, password: 'e2e-password-1' },
  });
  expect(await res.json()).toEqual({ result: 'confirm' });
  const link = await linkFor(next, '/mail-change/do?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address has been changed' })).toBeVisible();
  await shot(page, info, 'mail-change-done');
  await expect.poll(async () => (await currentUser(page)).user.email).toBe(next);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await shot(page, info, 'mail-change-error');
});
