import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { e2eDb } from './support/e2e-db';
import { CLASSIC } from './support/helpers';
import { pngBytes, shot } from './support/signup';
import { pageApi, siteMember } from './support/site-member';

/**
 * Issue 27.2 (decision 027c): a photo the classifier flagged as nudity is a clear "hidden photo"
 * for a member who hides nudity (the site's default), on a card and on the profile, and its file
 * is refused to guests. The photo belongs to a member made here, with no gender or age, so no
 * other spec's search ever shows it.
 */
test('a flagged photo is a hidden photo on a card and on the profile; guests cannot fetch it', async ({
  browser,
  playwright,
}, info) => {
  const owner = await siteMember(browser, CLASSIC, 'Nora');
  const viewer = await siteMember(browser, CLASSIC, 'Vic');
  const db = await e2eDb();
  try {
    const upload = await owner.page.request.post('/api/profileimage.php', {
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: await pngBytes() } },
    });
    expect(upload.ok()).toBe(true);
    // What the classifier writes for a photo it finds nude, with a chosen score.
    const flagged = await db.query<{ thumb_key: string }>(
      `update images set classify_state = 'done', nudity_scores = '{"porn": 0.96}', nudity_score = 0.96,
                         nudity = true, classified_at = now()
       where profile_id = $1 returning thumb_key`,
      [owner.profileId],
    );
    const thumb = flagged.rows[0]?.thumb_key ?? '';
    expect(thumb).not.toBe('');

    const { page } = viewer;
    await pageApi(page, 'POST', '/api/likes.php', { profile: owner.profileId });
    await page.goto(`${CLASSIC}/likes/given`);
    const card = page.locator(`[data-testid="profile-card"][data-profile-id="${owner.profileId}"]`);
    const hidden = card.getByRole('img', { name: 'Hidden photo: it may show nudity' });
    await expect(hidden).toBeVisible();
    await expect(hidden).toContainText('Hidden photo');
    await expect(card.locator('img')).toHaveCount(0);
    await shot(page, info, 'hidden-photo-card');
    expect(await seriousViolations(page, 'likes with a hidden photo')).toEqual([]);

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/m(embers)?/${owner.profileId}$`));
    const profilePhoto = page.locator('.member-profile__photos').getByTestId('hidden-photo');
    await expect(profilePhoto).toBeVisible();
    await expect(page.locator('.member-profile__photos img')).toHaveCount(0);
    await shot(page, info, 'hidden-photo-profile');
    expect(await seriousViolations(page, 'profile with a hidden photo')).toEqual([]);

    // The owner still sees it; a guest gets nothing for its key.
    expect((await owner.page.request.get(`/media/${thumb}`)).status()).toBe(200);
    const guest = await playwright.request.newContext({ baseURL: CLASSIC });
    expect((await guest.get(`/media/${thumb}`)).status()).toBe(404);
    await guest.dispose();
  } finally {
    await db.end();
    await owner.ctx.close();
    await viewer.ctx.close();
  }
});
