import { expect, test } from '@playwright/test';
import { e2eDb } from './support/e2e-db';
import { memberInOwnContext, uniqueEmail } from './support/helpers';
import { pngBytes, shot } from './support/signup';
import { addStaff, claimConversationWith, staffSignIn } from './support/staff';

test('operator answers a member live; moderator approves a photo; admin grants a time bonus', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  // Where the site enables it, signup step 0 warns that some profiles are fictional.
  const visitor = await browser.newPage({ locale: 'en-US' });
  await visitor.goto('/signup');
  await expect(visitor.getByTestId('signup-fictional-warning')).toContainText('fantasy profiles');
  await visitor.close();
  const member = await memberInOwnContext(browser, 'staff');
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

  // The member writes to a fictional profile; it costs credits and waits for an operator.
  const question = `Are you free on Friday? ${Date.now()}`;
  await member.page.goto(`/members/${fictionalId}/chat`);
  await member.page.getByRole('textbox', { name: 'Your message' }).fill(question);
  await member.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(member.page).toHaveURL(/\/chats\/\d+$/);
  await expect(member.page.getByTestId('message').last()).toContainText(question);
  // The conversation header labels the fictional profile as such.
  await expect(member.page.locator('.chat-topbar').getByTestId('fictional-mark')).toBeVisible();

  // An operator made with the command line signs in with password and TOTP code.
  const operator = await addStaff('operator', uniqueEmail('operator'));
  const staffCtx = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } });
  const staff = await staffCtx.newPage();
  await staffSignIn(staff, operator);
  await expect(staff).toHaveURL(/\/staff\/inbox$/);
  await expect(staff.getByRole('heading', { name: /Inbox/ })).toBeVisible();

  const answerBox = staff.getByLabel(/Answer as/);
  await claimConversationWith(staff, question);
  await expect(staff.getByRole('log').getByText(question)).toBeVisible();
  await staff.getByLabel('Operator notes (only staff see these)').fill('Asked about Friday.');
  await staff.getByRole('button', { name: 'Save notes' }).click();
  await expect(staff.getByRole('button', { name: 'Notes saved' })).toBeVisible();
  await shot(staff, info, 'staff-inbox');
  const reply = `Friday works! ${Date.now()}`;
  await answerBox.fill(reply);
  await answerBox.press('Control+Enter');
  await expect(staff.getByText('Sent.')).toBeVisible();

  // The member sees the answer without reloading.
  await expect(member.page.getByTestId('message').last()).toContainText(reply, { timeout: 5_000 });
  await shot(member.page, info, 'member-conversation-with-fictional');
  await member.page.goto('/chats');
  await expect(member.page.getByTestId('chat-row').first().getByTestId('fictional-mark')).toBeVisible();
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/staff\/login$/);
  await shot(staff, info, 'staff-login');

  // A photo waits for moderation (this demo site approves photos itself, so the test sets it pending).
  const upload = await member.page.request.post('/api/profileimage.php', {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await pngBytes() } },
  });
  expect(upload.ok()).toBe(true);
  const pending = await e2eDb();
  let photoId = 0;
  try {
    const res = await pending.query<{ id: string }>(
      `update images set status = 'pending' where profile_id = $1 returning id`,
      [member.profileId],
    );
    photoId = Number(res.rows[0]?.id);
  } finally {
    await pending.end();
  }

  const admin = await addStaff('admin', uniqueEmail('admin'));
  await staffSignIn(staff, admin);
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await shot(staff, info, 'staff-dashboard');
  await staff.getByRole('link', { name: 'Photos' }).click();
  await expect(staff.getByTestId(`photo-${photoId}`)).toBeVisible();
  await shot(staff, info, 'staff-photos');
  await staff.getByTestId(`photo-${photoId}`).getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByTestId(`photo-${photoId}`)).toBeHidden();
  const user = await (await member.page.request.get('/api/user.php')).json();
  expect(user.user.profile.main_image.status).toBe('active');

  await staff.getByRole('link', { name: 'Reports' }).click();
  await expect(staff.getByRole('heading', { name: /Reports/ })).toBeVisible();
  await shot(staff, info, 'staff-reports');

  // The admin grants a time bonus; the member sees the discount on /credits.
  const me = await (await member.page.request.get('/api/user.php')).json();
  await staff.getByRole('link', { name: 'Members' }).click();
  await staff.getByLabel('E-mail, name or id').fill(me.user.email);
  await staff.getByRole('button', { name: 'Find' }).click();
  await staff.getByRole('button', { name: new RegExp(me.user.email) }).click();
  await staff.getByLabel('Discount %').fill('35');
  await staff.getByRole('button', { name: 'Grant' }).click();
  await expect(staff.getByText(/Time bonus granted: BONUS35-/)).toBeVisible();
  await shot(staff, info, 'staff-members');
  await member.page.goto('/credits');
  await expect(member.page.locator('.payments-discount')).toContainText('35');

  await staff.getByRole('link', { name: 'Fictional profiles' }).click();
  await staff.getByRole('button', { name: 'New fictional profile' }).click();
  await staff.getByLabel('Name').fill('Lotte');
  await staff.getByLabel('City').fill('Leiden');
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('cell', { name: /Lotte/ })).toBeVisible();
  await shot(staff, info, 'staff-profiles');

  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff.getByRole('cell', { name: 'bonus.grant' }).first()).toBeVisible();
  await shot(staff, info, 'staff-audit');

  await staffCtx.close();
  await member.ctx.close();
});
