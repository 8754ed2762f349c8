import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { type AxeFinding, formatFindings, seriousViolations } from './support/axe';
import { e2eDb } from './support/e2e-db';
import { accountMenuButton, DESKTOP, PHONE, SITES } from './support/helpers';
import { fakePushManager } from './support/push';
import { pageApi, siteMember } from './support/site-member';

/** Issue 25: the account menu on every member layout, blocked members, push at any time. */

async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/** Opens the menu from its visible button and follows one item: clicks only. */
async function follow(page: Page, item: string | RegExp, url: RegExp): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('menu')).toHaveCount(0);
}

const ITEMS: [string | RegExp, RegExp, string][] = [
  ['My profile', /\/profile$/, 'My profile'],
  [/^Notifications$/, /\/notifications$/, 'Notifications'],
  ['Notification settings', /\/notifications#settings$/, 'Notifications'],
  ['Blocked members', /\/blocked$/, 'Blocked members'],
  [/^Push on this device/, /\/notifications#push$/, 'Notifications'],
];

for (const site of SITES) {
  test(`${site.template}: every account menu item by clicking from /members, desktop and phone; keys; axe`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const { ctx, page } = await siteMember(browser, site.origin, 'Mia', { viewport: DESKTOP });
    const findings: AxeFinding[] = [];
    for (const vp of [
      { name: 'desktop', ...DESKTOP },
      { name: 'phone', ...PHONE },
    ]) {
      await page.setViewportSize(vp);
      await page.goto(`${site.origin}/members`);
      await expect(page.getByTestId('profile-card').first()).toBeVisible();
      const button = accountMenuButton(page);
      await expect(button).toHaveAttribute(
        'data-testid',
        `account-menu-${vp.name === 'phone' ? 'tab' : 'header'}`,
      );
      await button.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await shot(page, info, `${site.template}-${vp.name}-menu`);
      findings.push(...(await seriousViolations(page, `${site.template} ${vp.name} menu open`)));
      if (vp.name === 'phone') {
        // Within thumb reach: the sheet ends at the tab bar, in the lower part of the screen.
        const box = await menu.boundingBox();
        const bar = await page.locator('.member-nav').boundingBox();
        const gap = (bar?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0));
        expect(Math.abs(gap)).toBeLessThanOrEqual(2);
      }
      await button.click();
      for (const [item, url, heading] of ITEMS) {
        await follow(page, item, url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (heading === 'Blocked members') {
          await expect(page.getByTestId('blocked-empty')).toBeVisible();
          findings.push(...(await seriousViolations(page, `${site.template} ${vp.name} /blocked empty`)));
        }
      }
    }

    // Language: the site's own languages as radio items; the page changes in place.
    await accountMenuButton(page).click();
    const other = site.template === 'lavish' ? 'Polski' : 'Deutsch';
    await page.getByRole('menuitemradio', { name: other }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'Polski' ? 'pl' : 'de');
    await expect(accountMenuButton(page)).toBeFocused();
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitemradio', { name: other })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The keyboard on the desktop's menu button (WAI-ARIA menu button).
    await page.setViewportSize(DESKTOP);
    const button = accountMenuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /^Notifications$/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await button.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await ctx.close();
    expect(findings, formatFindings(findings)).toEqual([]);
  });
}

test('block a member, find them under blocked members, unblock after confirming', async ({
  browser,
}, info) => {
  const origin = SITES[0].origin;
  const { ctx, page } = await siteMember(browser, origin, 'Noa', { viewport: PHONE });
  await page.goto(`${origin}/members`);
  const card = page.getByTestId('profile-card').first();
  const id = await card.getAttribute('data-profile-id');
  await card.locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`/members/${id}$`));
  await expect(page.getByTestId('member-profile')).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.split(',')[0] ?? '';
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('member-block').click();
  await expect(page).toHaveURL(/\/members$/);

  await follow(page, 'Blocked members', /\/blocked$/);
  const row = page.getByTestId('blocked-member');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-profile-id', id ?? '');
  await expect(row).toContainText(name);
  await shot(page, info, 'classic-phone-blocked');
  const findings = await seriousViolations(page, 'classic phone /blocked with a member');
  // Cancelled: nothing changes.
  page.once('dialog', (d) => void d.dismiss());
  await row.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(row).toHaveCount(1);
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await row.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByTestId('blocked-status')).toHaveText(`${name} is no longer blocked.`);
  expect(asked).toContain(`Unblock ${name}?`);
  await expect(page.getByTestId('blocked-empty')).toBeVisible();
  await page.goto(`${origin}/members/${id}`);
  await expect(page.getByTestId('member-profile')).toBeVisible();
  await ctx.close();
  expect(findings, formatFindings(findings)).toEqual([]);
});

test('push on this device: offered again after a reply (once a week), switched off and on; denied explains', async ({
  browser,
}, info) => {
  test.setTimeout(60_000);
  const origin = SITES[0].origin;
  const a = await siteMember(browser, origin, 'Ines', { viewport: DESKTOP, permissions: ['notifications'] });
  await fakePushManager(a.ctx);
  const b = await siteMember(browser, origin, 'Otto');
  const db = await e2eDb();
  const endpoints = async () =>
    (
      await db.query<{ endpoint: string }>(
        'select s.endpoint from push_subscriptions s join profiles p on p.user_id = s.user_id where p.id = $1',
        [a.profileId],
      )
    ).rows.map((r) => r.endpoint);
  try {
    await a.page.goto(`${origin}/members`);
    await expect(a.page.getByTestId('profile-card').first()).toBeVisible();
    // A reply arrives while push is off in this browser: the offer, once.
    await pageApi(b.page, 'POST', '/api/messages.php', {
      profile: a.profileId,
      text: 'Hi Ines',
      client_id: crypto.randomUUID().replace(/-/g, ''),
    });
    const offer = a.page.locator('[data-sonner-toast]', { hasText: 'Turn on notifications' });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    const attached = a.page.waitForResponse((r) => r.url().endsWith('/api/user.php?push=1'));
    await offer.getByRole('button', { name: 'Turn on' }).click();
    expect((await attached).status()).toBe(200);
    expect(await endpoints()).toHaveLength(1);

    await follow(a.page, /^Push on this device/, /\/notifications#push$/);
    const toggle = a.page.getByRole('switch', { name: 'Push notifications in this browser' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(a.page.getByTestId('push-switch')).toContainText(
      'On: this browser receives push notifications.',
    );
    await shot(a.page, info, 'classic-desktop-push-on');
    const forgotten = a.page.waitForResponse(
      (r) => r.url().endsWith('/api/user.php?push=1') && r.request().method() === 'DELETE',
    );
    await toggle.click();
    expect((await forgotten).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await endpoints()).toEqual([]);
    // Off again with a reply still unread, but offered this week already: no second offer.
    await a.page.reload();
    await expect(a.page.getByTestId('nav-unread')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(a.page.locator('[data-sonner-toast]')).toHaveCount(0);
    const kept = await a.page.evaluate(() =>
      JSON.parse(localStorage.getItem('amorio:push-reoffer') ?? 'null'),
    );
    // Kept for a week from the offer: storage stamps the expiry with its own clock reading, a
    // millisecond or more after the offer's time under load.
    const week = 7 * 24 * 3600 * 1000;
    expect(kept.expires - kept.value).toBeGreaterThanOrEqual(week);
    expect(kept.expires - kept.value).toBeLessThan(week + 5_000);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await endpoints()).toHaveLength(1);
    const findings = await seriousViolations(a.page, 'classic desktop push switch');

    // Notifications denied in this browser: no switch, and how to allow them again.
    const c = await siteMember(browser, origin, 'Ugo', { viewport: PHONE, permissions: ['clipboard-read'] });
    await c.page.goto(`${origin}/notifications#push`);
    const denied = c.page.getByTestId('push-switch');
    await expect(denied).toHaveAttribute('data-state', 'denied');
    await expect(denied).toContainText('To allow them again');
    await expect(c.page.getByRole('switch')).toHaveCount(0);
    await c.ctx.close();
    expect(findings, formatFindings(findings)).toEqual([]);
  } finally {
    await db.end();
    await a.ctx.close();
    await b.ctx.close();
  }
});
