import { expect, type Page, test } from '@playwright/test';
import { type AxeFinding, formatFindings, seriousViolations, structureFindings } from './support/axe';
import { uniqueEmail } from './support/helpers';
import { pngBytes, shot } from './support/signup';
import { addStaff, staffSignIn, totpNow } from './support/staff';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'tablet', width: 820, height: 1180 },
];

async function axe(page: Page, where: string): Promise<AxeFinding[]> {
  await page.evaluate(() => document.fonts.ready);
  return [...(await seriousViolations(page, where)), ...(await structureFindings(page, where))];
}

test('an admin adds an operator in the console, who signs in with the enrolment shown once; then disables them', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const admin = await addStaff('admin', uniqueEmail('teamadmin'));
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  await staffSignIn(page, admin);
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByTestId('staff-team')).toContainText(admin.email);

  const email = uniqueEmail('teamop');
  await page.getByRole('button', { name: 'Add a staff account' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill('Olga Operator');
  await page.getByRole('button', { name: 'Create account' }).click();
  const creds = page.getByTestId('staff-credentials');
  await expect(creds).toBeVisible();
  await expect(creds.getByRole('img', { name: /QR code/ })).toBeVisible();
  const password = (await page.getByTestId('staff-creds-password').textContent()) ?? '';
  const secret = (await page.getByTestId('staff-creds-secret').textContent()) ?? '';
  const findings: AxeFinding[] = [];
  for (const vp of WIDTHS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    findings.push(...(await axe(page, `${vp.name} /staff/team (credentials)`)));
    await shot(page, info, `staff-team-credentials-${vp.name}`);
  }
  await page.getByRole('button', { name: /Done/ }).click();
  await expect(creds).toHaveCount(0);
  await expect(page.getByTestId('staff-team')).toContainText(email);

  // The new operator signs in with what was shown.
  const opCtx = await browser.newContext({ locale: 'en-US' });
  const op = await opCtx.newPage();
  await staffSignIn(op, { email, password, secret });
  // An operator's console opens on the inbox.
  await expect(op).toHaveURL(/\/staff\/inbox$/);
  await expect(op.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(op.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  // The admin cannot demote themself: their own role is fixed in the form.
  await page.getByRole('button', { name: `Edit ${admin.email}` }).click();
  await expect(page.getByLabel('Role')).toBeDisabled();
  for (const vp of WIDTHS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    findings.push(...(await axe(page, `${vp.name} /staff/team (edit self)`)));
    await shot(page, info, `staff-team-edit-${vp.name}`);
  }
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Disabling ends the operator's session at once.
  await page.getByRole('button', { name: `Edit ${email}` }).click();
  await page.getByLabel('Disabled (cannot sign in)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Disabled');
  await op.reload();
  await expect(op).toHaveURL(/\/staff\/login$/);
  expect(totpNow(secret)).toMatch(/^\d{6}$/);
  expect(formatFindings(findings)).toBe('');
  await opCtx.close();
  await ctx.close();
});

test('an admin adds, chooses and deletes photos of a fictional profile', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const admin = await addStaff('admin', uniqueEmail('photoadmin'));
  const ctx = await browser.newContext({ locale: 'en-US' });
  const page = await ctx.newPage();
  await staffSignIn(page, admin);
  await expect(page).toHaveURL(/\/staff$/);
  await page.goto('/staff/profiles');
  await page.getByRole('button', { name: 'New fictional profile' }).click();
  const name = `Photo test ${Date.now() % 100000}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const photos = page.getByTestId('fictional-photos');
  await expect(photos).toContainText('No photos yet.');
  const file = { name: 'me.png', mimeType: 'image/png', buffer: await pngBytes() };
  // An upload is decoded and checked while the request waits (CI, busy: more than 7 s once).
  await photos.getByLabel(/Add a photo/).setInputFiles(file);
  await expect(photos.getByTestId('fictional-photo')).toHaveCount(1, { timeout: 20_000 });
  await photos.getByLabel(/Add a photo/).setInputFiles(file);
  await expect(photos.getByTestId('fictional-photo')).toHaveCount(2, { timeout: 20_000 });
  await expect(photos.getByTestId('fictional-photo').first()).toHaveAttribute('data-main', 'true');
  await photos.getByRole('button', { name: 'Make main (photo 2)' }).click();
  await expect(photos.getByTestId('fictional-photo').first()).toHaveAttribute('data-main', 'true');
  await expect(photos.getByRole('button', { name: 'Make main (photo 2)' })).toBeVisible();
  const findings: AxeFinding[] = [];
  for (const vp of WIDTHS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    findings.push(...(await axe(page, `${vp.name} /staff/profiles (photos)`)));
    await shot(page, info, `staff-fictional-photos-${vp.name}`);
  }
  await photos.getByRole('button', { name: 'Delete (photo 2)' }).click();
  await expect(photos.getByTestId('fictional-photo')).toHaveCount(1);
  expect(formatFindings(findings)).toBe('');
  await ctx.close();
});
