import { expect, test } from '@playwright/test';
import { LAVISH, waitForApp } from './support/helpers';

test('switching to nl rewrites the page in place and persists through the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The server-rendered switcher works only once the app runs (after the first paint, 021b).
  await waitForApp(page);
  await page.getByTestId('language-switcher').selectOption('nl');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('nl');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  const dutchHeading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(dutchHeading).not.toBe('Welcome back');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dutchHeading ?? '');
});

test('the lavish site answers in Polish by default and uses its template', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${LAVISH}/login`);
  await expect(page.locator('html')).toHaveClass(/\blavish\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await context.close();
});
