import { expect, test } from '@playwright/test';
import { formatFindings, seriousViolations } from './support/axe';
import { e2eDb } from './support/e2e-db';
import { memberInOwnContext, uniqueEmail } from './support/helpers';
import { shot } from './support/signup';
import { addStaff, claimConversationWith, staffSignIn } from './support/staff';

/** The English names of the demo sites' choice fields, as signup and My profile show them. */
const LABELS: Record<string, string> = {
  relationship: 'Relationship status',
  looking_for: 'Looking for',
  eye_color: 'Eye colour',
  hair_color: 'Hair colour',
  smoking: 'Smoking',
};

type Persona = { id: number; city: string; personal: Record<string, string>; photos: number };

test('the operator sees the persona beside the member, in the words members see (issue 25.6)', async ({
  browser,
}, info) => {
  // A signup and the staff command line (a process of its own) before the view: slow on a busy machine.
  test.setTimeout(60_000);
  // The staff command line runs while the member signs up.
  const [member, operator] = await Promise.all([
    memberInOwnContext(browser, 'persona'),
    addStaff('operator', uniqueEmail('persona-op')),
  ]);
  const db = await e2eDb();
  let persona: Persona;
  try {
    await db.query(`update profiles set personal = '{"eye_color":"green"}' where id = $1`, [
      member.profileId,
    ]);
    // A seeded persona with photos, a city, an about-me text and choice fields.
    const res = await db.query<{
      id: string;
      city: string;
      personal: Record<string, string>;
      photos: string;
    }>(
      `select p.id, p.city, p.personal,
              (select count(*) from images i where i.profile_id = p.id and i.status = 'active') as photos
         from profiles p
        where p.site_key = 'demo' and p.type = 'fictional' and not p.deleted and p.city is not null
          and p.personal ? 'about_me' and p.personal ? 'hair_color'
          and exists (select 1 from images i where i.profile_id = p.id and i.status = 'active')
        order by p.id desc limit 1`,
    );
    const row = res.rows[0];
    if (!row) throw new Error('no seeded persona with photos and fields');
    persona = { id: Number(row.id), city: row.city, personal: row.personal, photos: Number(row.photos) };
  } finally {
    await db.end();
  }
  const question = `Do you like sailing? ${Date.now()}`;
  await member.page.goto(`/members/${persona.id}/chat`);
  await member.page.getByRole('textbox', { name: 'Your message' }).fill(question);
  await member.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(member.page).toHaveURL(/\/chats\/\d+$/);
  await member.ctx.close();

  const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const staff = await ctx.newPage();
  await staffSignIn(staff, operator);
  await expect(staff).toHaveURL(/\/staff\/inbox$/);
  const answerBox = staff.getByLabel(/Answer as/);
  await claimConversationWith(staff, question);
  await expect(staff.getByRole('log').getByText(question)).toBeVisible();

  const view = staff.getByTestId('inbox-persona');
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(/^Fictional profile: .+, \d+$/);
  await expect(view.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(persona.photos);
  await expect(view.getByText(persona.city, { exact: false }).first()).toBeVisible();
  await expect(view.getByRole('heading', { name: 'About me' })).toBeVisible();
  await expect(view.getByText(persona.personal.about_me ?? '', { exact: true })).toBeVisible();
  for (const key of Object.keys(persona.personal).filter((k) => k in LABELS)) {
    await expect(view.locator('dt').filter({ hasText: LABELS[key] ?? '' })).toBeVisible();
  }
  const memberView = staff.getByTestId('inbox-member');
  await expect(memberView.locator('dt')).toHaveText(['Eye colour']);
  await expect(memberView.locator('dd')).toHaveText(['Green']);
  // No raw field key or choice anywhere in the view.
  await expect(staff.locator('.staff-conv__people')).not.toContainText(/eye_color|hair_color|about_me/);
  await expect(staff.locator('.staff-person img').first()).toHaveJSProperty('complete', true);

  const findings = await seriousViolations(staff, '/staff/inbox (persona)');
  expect(findings, formatFindings(findings)).toEqual([]);
  await shot(staff, info, 'staff-persona');
  await staff.keyboard.press('Escape');
  await expect(answerBox).toBeHidden();
  await ctx.close();
});
