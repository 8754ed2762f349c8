import { expect, type Locator, type Page, test } from '@playwright/test';
import { distinctClient, SITES, uniqueEmail } from './support/helpers';

/**
 * Issue 18: the main journey with the keyboard alone — no mouse event anywhere. Each step
 * tabs forward until the wanted control has focus, as a keyboard user would.
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a ring: a solid outline at least 2px wide, or a box shadow. */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(ring.style !== 'none' && ring.width >= 2, JSON.stringify(ring)).toBe(true);
}

test('keyboard only: sign up, search, open a profile, like it, send a message', async ({ page }) => {
  test.setTimeout(60_000);
  await distinctClient(page);
  await page.goto('/signup');
  // The page renders after its chunk loads; a Tab before that would leave the document.
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(uniqueEmail('kbd'));
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Kim');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('e2e-password-1');
  const create = page.getByRole('button', { name: 'Create account' });
  await tabTo(page, create);
  await expectFocusRing(page);
  const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1') && r.ok());
  await page.keyboard.press('Enter');
  await created;

  // Search: the member navigation, then the first result.
  const discover = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Discover' });
  await tabTo(page, discover);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members$/);
  const firstCard = page.getByTestId('profile-card').first().locator('a.profile-card__link');
  await tabTo(page, firstCard);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/\d+$/);

  const like = page.getByTestId('member-like');
  await tabTo(page, like);
  await page.keyboard.press('Space');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The report form takes focus when opened and gives it back to its button when cancelled.
  const report = page.getByTestId('member-report');
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  await expect(page.locator('.report-form select')).toBeFocused();
  await tabTo(page, page.locator('.report-form').getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(report).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.getByTestId('member-chat'));
  await page.keyboard.press('Enter');
  // Opening a chat creates nothing: an empty conversation on the member's chat address.
  await expect(page).toHaveURL(/\/members\/\d+\/chat$/);
  await expect(page.getByText(/^Say hello to /)).toBeVisible();

  // The emoji picker: open with Enter, search, choose with the keyboard, Escape closes it.
  const emojiButton = page.getByTestId('emoji-button');
  await tabTo(page, emojiButton);
  await page.keyboard.press('Enter');
  const search = page.locator('emoji-picker input.search');
  await expect(search).toBeFocused();
  await page.keyboard.type('heart');
  await expect(page.locator('emoji-picker').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const box = page.locator('#chat-text');
  await expect(box).not.toHaveValue('');
  // The pick puts the caret after the emoji in the message box; Escape then closes the picker.
  await expect(box).toBeFocused();
  const emoji = await box.inputValue();
  await page.keyboard.press('Escape');
  await expect(page.locator('emoji-picker')).toHaveCount(0);
  await expect(emojiButton).toBeFocused();

  // The first message starts the conversation; the page moves on to its address.
  await tabTo(page, box);
  await page.keyboard.press('End');
  await page.keyboard.type(' Hello from the keyboard');
  await expect(box).toHaveValue(`${emoji} Hello from the keyboard`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByRole('log').getByText(`${emoji} Hello from the keyboard`)).toBeVisible();
});

for (const site of SITES) {
  test(`focus rings and the skip link work in the ${site.template} template`, async ({ page }) => {
    await page.goto(`${site.origin}/pricing`);
    await expect(page.locator('#main a.btn-primary').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('a.skip-link')).toBeFocused();
    await expect(page.locator('a.skip-link')).toBeInViewport();
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await tabTo(page, page.locator('#main a.btn-primary').first());
    await expectFocusRing(page);
  });
}

test('the signup modal traps focus, closes with Escape and gives focus back to its button', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.locator('header button[aria-haspopup="dialog"]');
  await expect(opener).toBeVisible();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.signup-dialog[open]');
  await expect(dialog.locator('input[type="email"]')).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
