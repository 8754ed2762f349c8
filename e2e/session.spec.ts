import { expect, test } from '@playwright/test';
import {
  accountMenuButton,
  logInViaForm,
  logOut,
  signUpViaForm,
  uniqueEmail,
  waitForApp,
} from './support/helpers';

test('sign up → members area → reload keeps the session → logout → login', async ({ page }) => {
  const email = uniqueEmail();
  await signUpViaForm(page, email);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.locator('html')).toHaveClass(/\bmembers\b/);
  await expect(page.locator('html')).toHaveClass(/\blogged-in\b/);

  await page.reload();
  await expect(page).toHaveURL(/\/members$/);
  await expect(accountMenuButton(page)).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).not.toHaveClass(/logged-in/);

  await logInViaForm(page, email, 'e2e-password-1');
  await expect(page).toHaveURL(/\/members$/);
  await expect(accountMenuButton(page)).toBeVisible();
});

test('a wrong password shows a clear error and keeps the visitor on login', async ({ page }) => {
  await page.goto('/login');
  await logInViaForm(page, uniqueEmail('nobody'), 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('not correct');
  await expect(page).toHaveURL(/\/login$/);
});

test('the signup form shows the generic messages of spec §5 and blocks submit', async ({ page }) => {
  await page.goto('/signup');
  await waitForApp(page);
  await page.getByLabel('E-mail address').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Name').click();
  await expect(page.getByText('Value is not a valid email address')).toBeVisible();
  await expect(page.getByText('This field should be at least 8 characters long')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
});

test('a login-required route as a guest lands on login and returns after login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guard');
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcredits$/);
  // An account made through the API, then a login through the page.
  await signUpViaForm(page, email);
  await logOut(page);
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fchats$/);
  // The guest is told why: the page they wanted is for members.
  await expect(page.getByTestId('login-needed')).toHaveText('Please log in to open “Messages”.');
  await logInViaForm(page, email, 'e2e-password-1');
  await expect(page).toHaveURL(/\/chats$/);
  expect(request).toBeTruthy();
});

test('an unknown route shows the 404 page with its path', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});
