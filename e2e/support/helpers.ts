import type { Page } from '@playwright/test';

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
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logInViaForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
