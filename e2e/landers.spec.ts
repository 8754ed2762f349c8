import { expect, test } from '@playwright/test';
import { CLASSIC, distinctClient, LAVISH, memberInOwnContext, uniqueEmail } from './support/helpers';

const KINDS = [
  'video',
  'gallery',
  'maplanding',
  'alonetonight',
  'iconslanding',
  'socialnetwork',
  'collagelanding',
  'transitionsvideolanding',
];

for (const [template, origin] of [
  ['classic', CLASSIC],
  ['lavish', LAVISH],
] as const) {
  for (const vp of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`every lander type: ${template} on ${vp.name}`, async ({ browser }, info) => {
      const context = await browser.newContext({ viewport: vp, locale: 'en-US', reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const kind of KINDS) {
        const res = await page.goto(`${origin}/landers/${kind}/milf`);
        expect(res?.status()).toBe(200);
        await expect(page.locator(`.lander--${kind}.lander--milf`)).toBeVisible();
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.getByText('Illustrations, not photos of real members').first()).toBeVisible();
        await expect(page.getByLabel('E-mail address')).toBeVisible();
        const file = info.outputPath(`${template}-${vp.name}-lander-${kind}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await info.attach(`${template}-${vp.name}-lander-${kind}`, { path: file, contentType: 'image/png' });
      }
      await context.close();
    });
  }
}

test('an unknown niche slug is a real 404 with the error page', async ({ page }) => {
  const res = await page.goto('/landers/gallery/nonsense');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('signing up from a lander works and keeps the tracking values', async ({ page }) => {
  await distinctClient(page);
  await page.goto('/landers/gallery/gay?network=adnet&sub1=lander-s1&cpc=0.12');
  await expect(page).toHaveURL(/\/landers\/gallery\/gay$/);
  await page.getByLabel('E-mail address').fill(uniqueEmail('lander'));
  await page.getByLabel('Name').fill('Lander Visitor');
  await page.getByLabel('Password').fill('e2e-password-1');
  const created = page.waitForRequest((r) => r.url().includes('/api/user.php?new=1'));
  await page.getByRole('button', { name: 'Create account' }).click();
  const body = (await created).postDataJSON() as { tracking?: Record<string, string> };
  expect(body.tracking).toMatchObject({ network: 'adnet', sub1: 'lander-s1', cpc: '0.12' });
  await expect(page.locator('.signup-flow[data-step="1"], .signup-flow[data-step="2"]')).toBeVisible();
});

test('member landers show the member next to the signup, which carries the profile', async ({
  browser,
}, info) => {
  const member = await memberInOwnContext(browser, 'lander-member');
  const guest = await browser.newContext({ locale: 'en-US' });
  const page = await guest.newPage();
  await distinctClient(page);
  for (const [path, variant] of [
    [`/members/${member.profileId}/landing`, 1],
    [`/members/${member.profileId}/landing2/offer`, 2],
    [`/members/${member.profileId}/landing3/offer`, 3],
  ] as const) {
    for (const vp of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(vp);
      await page.goto(path);
      await expect(page.locator(`.member-lander--${variant}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Say hello to Eve/ })).toBeVisible();
      await expect(page.getByLabel('E-mail address')).toBeVisible();
      const file = info.outputPath(`classic-${vp.name}-member-landing${variant}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await info.attach(`classic-${vp.name}-member-landing${variant}`, {
        path: file,
        contentType: 'image/png',
      });
    }
  }
  await page.getByLabel('E-mail address').fill(uniqueEmail('member-lander'));
  await page.getByLabel('Name').fill('Lander Guest');
  await page.getByLabel('Password').fill('e2e-password-1');
  const created = page.waitForRequest((r) => r.url().includes('/api/user.php?new=1'));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect(((await created).postDataJSON() as { profile?: number }).profile).toBe(member.profileId);
  await guest.close();
  await member.ctx.close();
});
