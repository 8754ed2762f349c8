import { expect, test } from '@playwright/test';
import { memberInOwnContext, recordFetches } from './support/helpers';

/** A member page and the answers its load asks for while its code loads (decision 023zb). */
const PAGES = [
  {
    path: '/profile',
    answers: ['/api/profile_fields.php', '/api/profileimage.php', '/api/sessions.php', '/api/account.php'],
  },
  { path: '/likes', answers: ['/api/likes.php'] },
  { path: '/likes/received', answers: ['/api/likes.php'] },
  { path: '/chats', answers: ['/api/chats.php'] },
  { path: '/credits', answers: ['/api/discountcode.php', '/api/credits.php', '/api/transactions.php'] },
];

for (const { path, answers } of PAGES) {
  test(`a fresh load of ${path} asks for its answers once each, before the page has rendered (decision 023zb)`, async ({
    browser,
  }) => {
    const { ctx, page } = await memberInOwnContext(browser, 'first-answers');
    // For each request: whether the page (its heading) was in the document.
    const record = await recordFetches(page, 'main h1');
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const asked = await record();
    for (const answer of answers) {
      const requests = asked.filter((a) => a.path === answer);
      // Once: the page found the answer its load had asked for under the same key.
      expect(requests, answer).toHaveLength(1);
      expect(requests[0]?.pageShown, answer).toBe(false);
    }
    await ctx.close();
  });
}
