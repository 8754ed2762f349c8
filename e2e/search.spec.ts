import { type Browser, expect, type Page, test } from '@playwright/test';
import { logInViaForm, recordFetches, SITES, signUpViaForm, uniqueEmail, VIEWPORTS } from './support/helpers';

const ANNA = { email: 'anna@demo.amorio.test', password: 'amorio-demo-1' };
const TOMASZ = { email: 'tomasz@demo.amorio.test', password: 'amorio-demo-2' };

async function loggedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await logInViaForm(page, who.email, who.password);
  await expect(page).toHaveURL(/\/members$/);
  return page;
}

async function ownProfileId(page: Page): Promise<number> {
  const res = await page.request.get('/api/user.php');
  return ((await res.json()) as { user: { profile: { id: number } } }).user.profile.id;
}

test('search: first load, filters, infinite scroll, open a profile', async ({ browser }) => {
  const page = await loggedIn(browser, ANNA);
  const cards = page.getByTestId('search-results').getByTestId('profile-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(12);
  // The first automatic load initialised the filters from the server: Anna (female) looks for men.
  await expect(page.getByLabel('Looking for')).toHaveValue('male');

  // A filter change clears the results and reloads them with the new filters.
  const searchDone = page.waitForResponse(
    (r) => r.url().includes('/api/search.php') && r.url().includes('manual_search=1'),
  );
  await page.getByLabel('Looking for').selectOption('female');
  const res = await searchDone;
  expect(res.url()).toContain('gender=female');
  await expect(cards).toHaveCount(12);

  // Choosing a country enables its regions; changing country resets the region to all.
  await page.getByLabel('Country').selectOption('NL');
  await expect(page.getByLabel('Region')).toBeEnabled();
  await page.getByLabel('Region').selectOption({ index: 1 });
  await page.getByLabel('Country').selectOption('PL');
  await expect(page.getByLabel('Region')).toHaveValue('0');
  const back = page.waitForResponse(
    (r) => r.url().includes('manual_search=1') && r.url().includes('country=&'),
  );
  await page.getByLabel('Country').selectOption('');
  await back;

  // Scrolling to the loadMore marker loads the next page.
  await expect(cards).toHaveCount(12);
  await page.locator('[data-loadmore]').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(24, { timeout: 10_000 });

  // Opening a profile shows its page.
  const name = (await cards.first().locator('h3').textContent()) ?? '';
  // Cards show the age the server computed; the birth date itself no longer leaves it (issue 16).
  expect(name).toMatch(/, \d{2,3}$/);
  await cards.first().locator('a').first().click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.context().close();
});

test('likes: like a profile, see the match after the other side likes back', async ({ browser }) => {
  const anna = await loggedIn(browser, ANNA);
  const tomasz = await loggedIn(browser, TOMASZ);
  const annaId = await ownProfileId(anna);
  const tomaszId = await ownProfileId(tomasz);

  await anna.goto(`/members/${tomaszId}`);
  await anna.getByTestId('member-like').click();
  await expect(anna.getByTestId('member-like')).toHaveAttribute('aria-pressed', 'true');
  await anna.goto('/likes/given');
  await expect(anna.getByTestId('likes-given').locator(`[data-profile-id="${tomaszId}"]`)).toBeVisible();
  await expect(
    anna.locator(`[data-profile-id="${tomaszId}"] [data-testid="like-icon-thumbs-up"]`),
  ).toBeVisible();

  // Tomasz is not premium: he sees that someone liked him, not who (decision 010a).
  await tomasz.goto('/likes/received');
  await expect(tomasz.getByTestId('hidden-likes')).toContainText('1');
  await expect(tomasz.getByTestId('likes-received')).toHaveCount(0);
  const shot = test.info().outputPath('classic-desktop-likes-hidden.png');
  await tomasz.screenshot({ path: shot, fullPage: true });

  // The other side (second browser context) likes back.
  await tomasz.goto(`/members/${annaId}`);
  await tomasz.getByTestId('member-like').click();
  await expect(tomasz.getByTestId('member-match')).toBeVisible();

  await anna.goto('/likes/mutual');
  const card = anna.getByTestId('likes-mutual').locator(`[data-profile-id="${tomaszId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-icon-match')).toBeVisible();
  await anna.goto(`/likes/m/${tomaszId}`);
  await expect(anna.getByTestId('member-match')).toBeVisible();
  await anna.context().close();
  await tomasz.context().close();
});

test('block: a blocked member disappears', async ({ page }) => {
  await signUpViaForm(page, uniqueEmail('blocker'));
  await expect(page).toHaveURL(/\/members$/);
  const first = page.getByTestId('search-results').getByTestId('profile-card').first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-profile-id');
  await page.goto(`/members/${id}`);
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('member-block').click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByTestId('search-results').locator(`[data-profile-id="${id}"]`)).toHaveCount(0);
  await page.goto(`/members/${id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const unknown = await page.goto('/members/987654321');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('report: a reason and text, and a second report the same day is refused', async ({ page }) => {
  await signUpViaForm(page, uniqueEmail('reporter'));
  await expect(page).toHaveURL(/\/members$/);
  const id = await page
    .getByTestId('search-results')
    .getByTestId('profile-card')
    .first()
    .getAttribute('data-profile-id');
  await page.goto(`/members/${id}`);
  await page.getByTestId('member-report').click();
  await page.getByLabel('Reason').selectOption('spam');
  await page.getByLabel('What happened? (optional)').fill('Sends links to another site');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('report-done')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('member-report').click();
  await page.getByLabel('Reason').selectOption('fake');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('alert')).toContainText('already reported');
});

test('webcam tiles: a cam at index 1 and a resell ad at index 5 of every 12 (built-in demo partner)', async ({
  browser,
}, info) => {
  const page = await loggedIn(browser, ANNA);
  const items = page.getByTestId('search-results').locator(':scope > li');
  await expect(items.nth(1).getByTestId('cam-tile')).toBeVisible();
  await expect(items.nth(5).getByTestId('resell-tile')).toBeVisible();
  await expect(page.getByTestId('search-results').getByTestId('profile-card')).toHaveCount(12);
  await expect(items.nth(1)).toContainText('(Demo)');
  for (const vp of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(vp);
    const file = info.outputPath(`classic-${vp.name}-members-tiles.png`);
    await page.screenshot({ path: file });
    await info.attach(`classic-${vp.name}-members-tiles`, { path: file, contentType: 'image/png' });
  }
  const href = await items.nth(1).locator('a').getAttribute('href');
  expect(href).toMatch(/^\/api\/xcams\/redirect\.php\?account=/);
  await page.context().close();
});

test('a fresh load of /members asks for its results and cams once each, before the page has rendered (decision 023q)', async ({
  browser,
}) => {
  const page = await loggedIn(browser, ANNA);
  // For each answer the page asked for: whether the search page's filter form was in the document.
  const answers = await recordFetches(page, 'form.search-filters');
  await page.reload();
  const items = page.getByTestId('search-results').locator(':scope > li');
  await expect(items.nth(1).getByTestId('cam-tile')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = await answers();
  const search = asked.filter((a) => a.path === '/api/search.php');
  const cams = asked.filter((a) => a.path === '/api/xcams/search.php');
  // One query each: the page found the answers its first load had asked for under the same keys.
  expect(search).toHaveLength(1);
  expect(cams).toHaveLength(1);
  expect(search[0]?.pageShown).toBe(false);
  await page.context().close();
});

for (const site of SITES) {
  test(`screenshots of search, profile and likes: ${site.template}`, async ({ browser }, info) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[1] });
    const page = await context.newPage();
    await signUpViaForm(page, uniqueEmail(`shots-${site.template}`), undefined, site.origin);
    await expect(page).toHaveURL(/\/members$/);
    const cards = page.getByTestId('search-results').getByTestId('profile-card');
    await expect(cards.first()).toBeVisible();
    const id = await cards.first().getAttribute('data-profile-id');
    await cards.first().getByTestId('like-button').click();
    await expect(cards.first().getByTestId('like-icon-thumbs-up')).toBeVisible();
    for (const vp of VIEWPORTS) {
      await page.setViewportSize(vp);
      for (const [slug, path] of [
        ['members', '/members'],
        ['member', `/members/${id}`],
        ['likes', '/likes'],
      ] as const) {
        await page.goto(`${site.origin}${path}`);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${site.template}\\b`));
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const file = info.outputPath(`${site.template}-${vp.name}-${slug}.png`);
        await page.screenshot({ path: file, fullPage: slug !== 'members' });
        await info.attach(`${site.template}-${vp.name}-${slug}`, { path: file, contentType: 'image/png' });
      }
    }
    await context.close();
  });
}

test('guests are sent to log in when the site has no logged-out search', async ({ page }) => {
  await page.goto('/members?trafficsource=adnet');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const res = await page.request.get('/api/search.php?auto_load=1');
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: string }).error).toBe('search_login_required');
});
