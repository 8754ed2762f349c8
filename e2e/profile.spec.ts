import { expect, type Page, test } from '@playwright/test';
import { type AxeFinding, formatFindings, seriousViolations, structureFindings } from './support/axe';
import { accountMenuButton, CLASSIC, DESKTOP, LAVISH, memberInOwnContext, PHONE } from './support/helpers';
import { fillAccount, pngBytes, shot } from './support/signup';

async function addPhoto(page: Page): Promise<void> {
  const count = await page.getByTestId('own-photo').count();
  await page.locator('.profile-section input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngBytes(),
  });
  await expect(page.getByTestId('own-photo')).toHaveCount(count + 1);
}

test('edit my profile: city, add and delete photos, choose the main one; others see it', async ({
  browser,
}) => {
  const me = await memberInOwnContext(browser, 'profile');
  const { page } = me;
  await page.goto('/profile');
  await page.getByLabel('City').fill('Haarlem');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByTestId('profile-saved')).toContainText('City');

  // A refused field keeps what was typed and stores nothing.
  await page.getByLabel('Name').fill('@nope');
  await page.getByLabel('City').fill('Leiden');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByText('Your name may not start with @')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Leiden');
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Haarlem');

  await addPhoto(page);
  await addPhoto(page);
  const photos = page.getByTestId('own-photo');
  await expect(photos.first()).toHaveAttribute('data-main', 'true');
  // The second photo becomes the main one: wait until the list shows it first (the old first
  // photo was main already, so `data-main` alone would not wait for the change).
  const mainSrc = await photos.nth(1).locator('img').getAttribute('src');
  await photos.nth(1).getByRole('button', { name: 'Make main photo' }).click();
  await expect(photos.first().locator('img')).toHaveAttribute('src', mainSrc ?? '');
  await expect(photos.first()).toHaveAttribute('data-main', 'true');
  await expect(photos).toHaveCount(2);
  await photos.nth(1).getByRole('button', { name: 'Delete' }).click();
  await expect(photos).toHaveCount(1);
  await expect(photos.first().locator('img')).toHaveAttribute('src', mainSrc ?? '');

  const other = await memberInOwnContext(browser, 'viewer');
  await other.page.goto(`/members/${me.profileId}`);
  await expect(other.page.getByTestId('member-profile')).toContainText('Haarlem');
  await expect(
    other.page
      .getByTestId('member-profile')
      .locator(`img[src*="${(mainSrc ?? '').split('/').pop()}"]`)
      .first(),
  ).toBeVisible();
  await me.ctx.close();
  await other.ctx.close();
});

test('my interests show ticked on a fresh load of /profile and on the way there from another page', async ({
  browser,
}) => {
  const { ctx, page } = await memberInOwnContext(browser, 'profile-interests');
  await page.goto('/profile');
  const chips = page.getByTestId('profile-interests').getByRole('checkbox');
  // The chip's label is what a member presses; the box itself is for screen readers.
  await page.getByTestId('profile-interests').locator('label').first().click();
  await expect(chips.first()).toBeChecked();
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();

  // A fresh load asks for the interests with the page's code: the form is made with them (023zb).
  await page.reload();
  await expect(chips.first()).toBeChecked();
  // From another page the form is made first and the interests come after (023zc).
  await page.goto('/members');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(chips.first()).toBeChecked();
  await expect(chips.nth(1)).not.toBeChecked();
  await ctx.close();
});

test('the password and e-mail forms check with the shared rules before they send anything', async ({
  browser,
}) => {
  // Their schemas are not part of the page: each form's first check asks for them (decision 023t).
  const me = await memberInOwnContext(browser, 'checks');
  const { page } = me;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(password|mail-change)\.php/.test(r.url())) sent.push(r.url());
  });
  await page.goto('/profile');
  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Value is required')).toHaveCount(2);
  await password.getByLabel('Current password').fill('e2e-password-1');
  await password.getByLabel('New password').fill('short');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('This field should be at least')).toBeVisible();

  const email = page.getByRole('region', { name: 'E-mail address' });
  await email.getByLabel('New e-mail address').fill('not-an-address');
  await email.getByLabel('Current password').fill('e2e-password-1');
  await email.getByRole('button', { name: 'Change my e-mail address' }).click();
  await expect(email.getByText('Value is not a valid email address')).toBeVisible();
  await expect(email.getByLabel('New e-mail address')).toHaveValue('not-an-address');
  expect(sent, 'a refused form sends nothing').toEqual([]);

  await password.getByLabel('New password').fill('fresh-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password was changed.');
  expect(sent).toHaveLength(1);
  await me.ctx.close();
});

test('leaving: the offer declined, the password given → goodbye; the other member sees "Deleted member"', async ({
  browser,
}) => {
  const leaver = await memberInOwnContext(browser, 'leaver');
  const other = await memberInOwnContext(browser, 'stayer');
  // The first message starts the conversation (opening a chat creates nothing).
  const sent = await leaver.page.request.post('/api/messages.php', {
    data: { profile: other.profileId, text: 'Bye for now', client_id: `bye${Date.now()}` },
  });
  expect(sent.status()).toBe(200);

  await leaver.page.goto('/profile');
  await leaver.page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(leaver.page.getByTestId('leave-offer')).toContainText('50%');
  await leaver.page.getByRole('button', { name: 'No thanks, delete my account' }).click();
  const leave = leaver.page.locator('.profile-section--danger');
  await leave.getByLabel('Current password').fill('e2e-password-1');
  await leaver.page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(leaver.page).toHaveURL(/\/account-deleted$/);
  await expect(leaver.page.getByTestId('account-deleted')).toBeVisible();

  await other.page.goto('/chats');
  await expect(other.page.getByTestId('chat-row').first()).toContainText('Deleted member');
  await other.page.getByTestId('chat-row').first().locator('a').first().click();
  await expect(other.page.getByText('Bye for now')).toBeVisible();
  expect((await other.page.request.get(`/api/member.php?profile=${leaver.profileId}`)).status()).toBe(404);
  await leaver.ctx.close();
  await other.ctx.close();
});

for (const site of [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
]) {
  test(`screenshots of /profile: ${site.template}`, async ({ page }, info) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.99.${Math.floor(Math.random() * 200) + 1}` });
    await page.goto(`${site.origin}/signup`);
    const created = page.waitForResponse((r) => r.url().includes('/api/user.php?new=1') && r.ok());
    await fillAccount(page, `shot-${site.template}-${Date.now()}@example.com`);
    await created;
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}/profile`);
      await expect(page.locator('.profile-form')).toBeVisible();
      await expect(page.getByTestId('sessions').locator('li')).toHaveCount(1);
      await shot(page, info, `${site.template}-${device}-profile`);
    }
  });
}

test('axe finds nothing serious on /profile and the account pages', async ({ browser }) => {
  const me = await memberInOwnContext(browser, 'axe');
  const findings: AxeFinding[] = [];
  for (const path of [
    '/profile',
    '/reset-password',
    `/reset-password/do?token=${'x'.repeat(43)}`,
    '/pages/ban',
    '/account-deleted',
  ]) {
    await me.page.goto(path);
    await expect(me.page.locator('main').first()).toBeVisible();
    await expect(me.page.locator('[aria-busy="true"]')).toHaveCount(0);
    findings.push(...(await seriousViolations(me.page, path)), ...(await structureFindings(me.page, path)));
  }
  // The leave dialog's states, opened by keyboard-reachable buttons.
  await me.page.goto('/profile');
  await me.page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(me.page.getByTestId('leave-offer')).toBeVisible();
  findings.push(...(await seriousViolations(me.page, '/profile leave offer')));
  expect(findings, formatFindings(findings)).toEqual([]);
  await me.ctx.close();
});
