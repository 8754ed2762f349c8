import { expect, test } from '@playwright/test';
import { memberInOwnContext, signUpViaForm, uniqueEmail } from './support/helpers';

test('an en-GB browser sees 24-hour times and day-month dates in the English UI', async ({ browser }) => {
  const b = await memberInOwnContext(browser, 'gb');
  const ctx = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await ctx.newPage();
  await signUpViaForm(page, uniqueEmail('gb'));
  await page.goto(`/members/${b.profileId}/chat`);
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill('Cheers!');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId('message').last()).toContainText('Cheers!');
  // The English UI, in British conventions: "20:05", not "08:05 PM"; "Monday 23 November".
  await expect(page.getByTestId('message').last().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(page.locator('.chat-day').first()).toHaveText(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await ctx.close();
  await b.ctx.close();
});
