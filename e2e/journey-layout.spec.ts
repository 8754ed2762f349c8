import { expect, type Page, test } from '@playwright/test';
import { DEMO_LOGINS } from '@server/seed/demo-logins';
import { CLASSIC, DESKTOP, distinctClient, LAVISH, PHONE, waitForApp } from './support/helpers';

const SITES = [
  { template: 'classic', site: 'demo', origin: CLASSIC, locale: 'en-GB' },
  { template: 'lavish', site: 'lavish-pl', origin: LAVISH, locale: 'pl-PL' },
] as const;

async function logIn(page: Page, origin: string, site: string): Promise<void> {
  const login = DEMO_LOGINS.find((l) => l.site === site);
  await distinctClient(page);
  await page.goto(`${origin}/login`);
  await waitForApp(page);
  await page.locator('input[type="email"]').fill(login?.email ?? '');
  await page.locator('input[type="password"]').fill(login?.password ?? '');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/members$/);
}

async function shot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path });
}

for (const s of SITES) {
  test(`phone: profile actions sit above the tab bar on first view; filters read in full (${s.template})`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport: PHONE, locale: s.locale });
    const page = await context.newPage();
    await logIn(page, s.origin, s.site);
    await expect(page.locator('.search-filters select').first()).toBeVisible();
    await shot(page, info.outputPath(`${s.template}-phone-members.png`));
    // A select shows its chosen option in full (no "Wszystkie kr…").
    for (const select of await page.locator('.search-filters select').all()) {
      const fits = await select.evaluate((el) => {
        const sel = el as HTMLSelectElement;
        const probe = document.createElement('span');
        const style = getComputedStyle(sel);
        probe.textContent = sel.selectedOptions[0]?.textContent ?? '';
        probe.style.fontFamily = style.fontFamily;
        probe.style.fontSize = style.fontSize;
        probe.style.fontWeight = style.fontWeight;
        probe.style.letterSpacing = style.letterSpacing;
        probe.style.textTransform = style.textTransform;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        const room =
          sel.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return text <= room + 1;
      });
      expect(fits).toBe(true);
    }

    await page.locator('.profile-card a').first().click();
    await expect(page.getByTestId('member-profile')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await page.locator('.member-nav').boundingBox();
    for (const id of ['member-like', 'member-chat']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box && bar && box.y + box.height <= bar.y).toBe(true);
      expect(box && box.y >= 0).toBe(true);
    }
    await shot(page, info.outputPath(`${s.template}-phone-profile.png`));
    await context.close();
  });

  test(`desktop screenshots of the member pages (${s.template})`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: s.locale });
    const page = await context.newPage();
    await logIn(page, s.origin, s.site);
    await expect(page.locator('.search-filters select').first()).toBeVisible();
    await shot(page, info.outputPath(`${s.template}-desktop-members.png`));
    await page.locator('.profile-card a').first().click();
    await expect(page.getByTestId('member-profile')).toBeVisible();
    await shot(page, info.outputPath(`${s.template}-desktop-profile.png`));
    await context.close();
  });
}
