import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { distinctClient, memberInOwnContext, SITES, uniqueEmail } from './support/helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shot(page: Page, info: TestInfo, name: string) {
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/** Answers the three questions (the button stays disabled until an answer is chosen). */
async function walkQuiz(page: Page, info: TestInfo, prefix: string) {
  const answers = ['A real date', '30 to 44', 'In my region'];
  for (const [i, answer] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 3`)).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    if (i === 0) await shot(page, info, `${prefix}-match-finder-quiz`);
    await page.getByRole('radio', { name: answer }).check();
    await next.click();
  }
}

for (const { template, origin } of SITES) {
  for (const vp of VIEWPORTS) {
    test(`both match funnels reach the signup: ${template} on ${vp.name}`, async ({ browser }, info) => {
      const context = await browser.newContext({ viewport: vp, locale: 'en-US', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const prefix = `${template}-${vp.name}`;

      const res = await page.goto(`${origin}/match-finder`);
      expect(res?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find your match in three questions' }),
      ).toBeVisible();
      await walkQuiz(page, info, prefix);
      await expect(
        page.getByRole('heading', { level: 1, name: 'We found people who fit you' }),
      ).toBeVisible();
      await expect(page.getByLabel('E-mail address')).toBeVisible();
      await shot(page, info, `${prefix}-match-finder-signup`);

      expect((await page.goto(`${origin}/signup-matches`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'People who match you' })).toBeVisible();
      const likes = page.getByRole('button', { name: /^Like / });
      await expect(likes).toHaveCount(3);
      await likes.nth(0).click();
      await likes.nth(2).click();
      await expect(likes.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(likes.nth(1)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText('Illustrations, not photos of real members')).toBeVisible();
      await shot(page, info, `${prefix}-signup-matches-picks`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Almost there' })).toBeVisible();
      await expect(page.getByLabel('E-mail address')).toBeVisible();
      await shot(page, info, `${prefix}-signup-matches-signup`);
      await context.close();
    });
  }
}

test('the match-finder quiz ends in a working signup that keeps the tracking values', async ({
  page,
}, info) => {
  await distinctClient(page);
  await page.goto('/match-finder?network=quiznet&sub1=mf-s1');
  await expect(page).toHaveURL(/\/match-finder$/);
  await walkQuiz(page, info, 'tracking');
  await page.getByLabel('E-mail address').fill(uniqueEmail('match-finder'));
  await page.getByLabel('Name').fill('Quiz Visitor');
  await page.getByLabel('Password').fill('e2e-password-1');
  const created = page.waitForRequest((r) => r.url().includes('/api/user.php?new=1'));
  await page.getByRole('button', { name: 'Create account' }).click();
  const body = (await created).postDataJSON() as { tracking?: Record<string, string> };
  expect(body.tracking).toMatchObject({ network: 'quiznet', sub1: 'mf-s1' });
  await expect(page.locator('.signup-flow[data-step="1"], .signup-flow[data-step="2"]')).toBeVisible();
});

test('after signup, /signup-matches offers real matches that are liked in one go', async ({
  browser,
}, info) => {
  const { ctx, page } = await memberInOwnContext(browser, 'signup-matches');
  await page.goto('/signup-matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Your first matches' })).toBeVisible();
  const cards = page.getByTestId('signup-match');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(6);
  const likes = page.getByRole('button', { name: /^Like / });
  await expect(likes.first()).toHaveAttribute('aria-pressed', 'true');
  // Untick one: the others are liked, that one is not.
  await likes.first().click();
  await expect(likes.first()).toHaveAttribute('aria-pressed', 'false');
  await shot(page, info, 'signup-matches-member');
  await page.getByRole('button', { name: `Like them (${count - 1}) and continue` }).click();
  await expect(page).toHaveURL(/\/members$/);
  const liked = (await (await page.request.get('/api/likes.php')).json()) as { profiles: unknown[] };
  expect(liked.profiles).toHaveLength(count - 1);
  await ctx.close();
});
