import type { Page } from '@playwright/test';

/** The e2e server's port (playwright.config.ts); the lavish demo site answers on lavish.localhost. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8099);
export const CLASSIC = `http://localhost:${E2E_PORT}`;
export const LAVISH = `http://lavish.localhost:${E2E_PORT}`;

let n = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

export async function signUpViaForm(page: Page, email: string, password = 'e2e-password-1'): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill('Eve');
  await page.getByLabel('Password').fill(password);
  const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1') && r.ok());
  await page.getByRole('button', { name: 'Create account' }).click();
  await created;
  // The account exists now; the onboarding steps that follow are the signup spec's business.
  await page.goto('/members');
}

export async function logInViaForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
