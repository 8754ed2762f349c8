import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { CLASSIC, DESKTOP, LAVISH, PHONE, signUpViaForm, uniqueEmail } from './support/helpers';

async function member(browser: Browser, origin: string, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ locale: 'en-US', viewport });
  const page = await ctx.newPage();
  await signUpViaForm(page, uniqueEmail('alerts'), undefined, origin === CLASSIC ? '' : origin);
  await expect(page).toHaveURL(/\/members$/);
  return { ctx, page };
}

const stored = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/notification-settings.php')).json());

test('notification settings: the #settings panel saves each toggle and keeps it after a reload', async ({
  browser,
}) => {
  const { ctx, page } = await member(browser, CLASSIC, DESKTOP);
  await page.goto('/notifications#settings');
  const panel = page.getByTestId('notification-settings');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
  const likeMail = page.getByRole('checkbox', { name: 'E-mail for: New like' });
  const messagePush = page.getByRole('checkbox', { name: 'Push notification for: New message' });
  await expect(likeMail).not.toBeChecked();
  await expect(messagePush).toBeChecked();

  await likeMail.check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await messagePush.uncheck();
  await expect(messagePush).not.toBeChecked();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await expect
    .poll(() => stored(page))
    .toEqual({
      message: { push: false, mail: true },
      like: { push: true, mail: true },
      mutual_like: { push: true, mail: true },
    });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-mail for: New like' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Push notification for: New message' })).not.toBeChecked();
  expect(await seriousViolations(page, '/notifications#settings')).toEqual([]);
  await ctx.close();
});

test('presence: a member with the app open is "Online now" on their profile for another member', async ({
  browser,
}) => {
  const a = await member(browser, CLASSIC, DESKTOP);
  const me = await a.page.evaluate(async () => (await fetch('/api/user.php')).json());
  const profileId = (me as { user: { profile: { id: number } } }).user.profile.id;
  const b = await member(browser, CLASSIC, PHONE);
  await b.page.goto(`/members/${profileId}`);
  const badge = b.page.getByTestId('member-profile').getByTestId('presence-badge');
  await expect(badge).toHaveText('Online now');
  await expect(badge).toHaveAttribute('data-presence', 'online');
  await a.ctx.close();
  await b.ctx.close();
});

const SITES = [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
];
const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
];

for (const site of SITES) {
  for (const vp of VIEWPORTS) {
    test(`screenshots: notification settings, ${site.template} on ${vp.name}`, async ({ browser }, info) => {
      const { ctx, page } = await member(browser, site.origin, { width: vp.width, height: vp.height });
      await page.goto(`${site.origin}/notifications#settings`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${site.template}\\b`));
      const panel = page.getByTestId('notification-settings');
      await expect(panel.getByRole('checkbox')).toHaveCount(6);
      expect(await seriousViolations(page, `${site.template} ${vp.name} settings`)).toEqual([]);
      // The page opened scrolled to the panel; the screenshot shows the whole page from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => document.fonts.ready);
      const file = info.outputPath(`${site.template}-${vp.name}-notification-settings.png`);
      await page.screenshot({ path: file, fullPage: true });
      await info.attach(`${site.template}-${vp.name}-notification-settings`, {
        path: file,
        contentType: 'image/png',
      });
      await ctx.close();
    });
  }
}
