import { expect, test } from '@playwright/test';
import { distinctClient, logInViaForm, signUpViaForm, uniqueEmail, waitForApp } from './support/helpers';

test('a guest files a complaint: field errors first, then a numbered confirmation', async ({ page }) => {
  await distinctClient(page);
  await page.goto('/complaints');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Value is required').first()).toBeVisible();

  await page.getByLabel('What is it about?').selectOption('fake_profile');
  await page.getByLabel('Address of the page or profile (optional)').fill('http://localhost/members/3');
  await page.getByLabel('What happened?').fill('This profile uses photos of a celebrity.');
  await page.getByLabel('Your name').fill('Guest Complainer');
  await page.getByLabel('Your e-mail address').fill(uniqueEmail('complaint'));
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'registered under number' })).toBeVisible();
});

test('the service page is for members (spec §2): a guest logs in first, then sends a message', async ({
  page,
}) => {
  const email = uniqueEmail('service');
  await signUpViaForm(page, email);
  await page.context().clearCookies();
  await page.goto('/pages/service');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpages%2Fservice$/);
  await logInViaForm(page, email, 'e2e-password-1');
  await expect(page).toHaveURL(/\/pages\/service$/);
  await page.getByLabel('Your name').fill('Former member');
  await page.getByLabel('Your e-mail address').fill(uniqueEmail('service'));
  await page.getByLabel('Subject').fill('My account was deleted');
  await page.getByLabel('Your message').fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 10 characters' })).toBeVisible();
  await page.getByLabel('Your message').fill('Can I get my account back, please?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reached our support team' })).toBeVisible();
});
