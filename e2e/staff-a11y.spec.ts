import { expect, type Page, test } from '@playwright/test';
import { type AxeFinding, formatFindings, seriousViolations, structureFindings } from './support/axe';
import { e2eDb } from './support/e2e-db';
import { memberInOwnContext, uniqueEmail } from './support/helpers';
import { pngBytes } from './support/signup';
import { addStaff, claimConversationWith, staffSignIn } from './support/staff';

/**
 * Issue 18 for the staff console: every staff page, at desktop and tablet width, has no serious
 * or critical axe violation and its landmarks and headings are in order. The console has one
 * look (classic), so one template is enough.
 */
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'tablet', width: 820, height: 1180 },
];
const PAGES = [
  '/staff',
  '/staff/photos',
  '/staff/reports',
  '/staff/members',
  '/staff/profiles',
  '/staff/team',
  '/staff/audit',
];

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.staff-loading, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function check(page: Page, where: string): Promise<AxeFinding[]> {
  await settled(page);
  return [...(await seriousViolations(page, where)), ...(await structureFindings(page, where))];
}

test('every staff page passes axe at desktop and tablet width', async ({ browser }) => {
  test.setTimeout(120_000);
  // A member waits for an answer from a fictional profile, so the inbox has a conversation to claim.
  const member = await memberInOwnContext(browser, 'staffa11y');
  const db = await e2eDb();
  let fictionalId = 0;
  try {
    const res = await db.query<{ id: string }>(
      `select id from profiles where site_key = 'demo' and type = 'fictional' and not deleted order by id limit 1`,
    );
    fictionalId = Number(res.rows[0]?.id);
  } finally {
    await db.end();
  }
  await member.page.goto(`/members/${fictionalId}/chat`);
  // Its own words, so the admin claims this conversation and not one another spec waits on.
  const hello = `Hello, anyone there? ${Date.now()}`;
  await member.page.getByRole('textbox', { name: 'Your message' }).fill(hello);
  await member.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(member.page).toHaveURL(/\/chats\/\d+$/);
  // A photo waiting for moderation and an open report, so those pages show their lists.
  const upload = await member.page.request.post('/api/profileimage.php', {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await pngBytes() } },
  });
  expect(upload.ok()).toBe(true);
  const report = await member.page.request.post('/api/report.php', {
    data: { profile: fictionalId, reason: 'spam', text: 'Only asks for money.' },
  });
  expect(report.ok()).toBe(true);
  const pending = await e2eDb();
  let email = '';
  try {
    await pending.query(`update images set status = 'pending' where profile_id = $1`, [member.profileId]);
    const res = await pending.query<{ email: string }>(
      'select u.email from users u join profiles p on p.user_id = u.id where p.id = $1',
      [member.profileId],
    );
    email = res.rows[0]?.email ?? '';
  } finally {
    await pending.end();
  }
  await member.ctx.close();

  const admin = await addStaff('admin', uniqueEmail('a11yadmin'));
  const findings: AxeFinding[] = [];
  // One sign-in for both widths: a TOTP code is accepted once, so a second sign-in would wait 30 s.
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  for (const vp of WIDTHS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/staff/login');
    findings.push(...(await check(page, `${vp.name} /staff/login`)));
    // A wrong code shows the error state of the form.
    await staffSignIn(page, { ...admin, secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await expect(page.getByRole('alert')).toBeVisible();
    findings.push(...(await check(page, `${vp.name} /staff/login (error)`)));
  }
  await staffSignIn(page, admin);
  await expect(page).toHaveURL(/\/staff$/);
  for (const vp of WIDTHS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    for (const path of PAGES) {
      await page.goto(path);
      // The moderation pages are checked with something in their lists, not only empty.
      if (path === '/staff/photos')
        await expect(page.locator('[data-testid^="photo-"]').first()).toBeVisible();
      if (path === '/staff/reports')
        await expect(page.getByText('Only asks for money.').first()).toBeVisible();
      findings.push(...(await check(page, `${vp.name} ${path}`)));
    }
    await page.goto('/staff/inbox');
    await settled(page);
    await claimConversationWith(page, hello);
    await expect(page.getByLabel(/Answer as/)).toBeVisible();
    findings.push(...(await check(page, `${vp.name} /staff/inbox (claimed)`)));
    if (vp === WIDTHS[0]) {
      await page.keyboard.press('Escape');
    } else {
      // Answered, so no conversation is left waiting for the next spec's inbox.
      await page.getByLabel(/Answer as/).fill('Hello! Yes, I am here.');
      await page.getByLabel(/Answer as/).press('Control+Enter');
      await expect(page.getByText('Sent.')).toBeVisible();
    }
    await expect(page.getByLabel(/Answer as/)).toBeHidden();
    findings.push(...(await check(page, `${vp.name} /staff/inbox (after)`)));
    await page.goto('/staff/members');
    await page.getByLabel('E-mail, name or id').fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: new RegExp(email) }).click();
    await expect(page.getByLabel('Discount %')).toBeVisible();
    findings.push(...(await check(page, `${vp.name} /staff/members (member)`)));
    await page.goto('/staff/profiles');
    await page.getByRole('button', { name: 'New fictional profile' }).click();
    findings.push(...(await check(page, `${vp.name} /staff/profiles (new)`)));
  }
  await ctx.close();
  expect(findings, formatFindings(findings)).toEqual([]);
});
