import { expect, type Page, test } from '@playwright/test';
import { CLASSIC, DESKTOP, PHONE } from './support/helpers';
import { E2E_PORT } from './support/servers';
import { pageApi, siteMember } from './support/site-member';

/**
 * Issue 25.4: the layout-level site flags on and off. The test site (e2e/sites/flags.json, loaded
 * through TEST_SITES_DIR) turns on chatSidebar and myProfileHeaderImage and turns off likesOverview,
 * likesLinkOnMobile, myProfileInterests, chatTopBar and fictionalWarningOnSignup; the demo site
 * keeps spec §1's defaults. Flags whose
 * effect shows without a browser are toggled in Vitest (docs/site-settings.md).
 */
const FLAGS = `http://flags.localhost:${E2E_PORT}`;
const SHOTS = 'test-results/site-flags';

type Found = { profiles: { id: number; type: string }[] };

/** Starts conversations with the first `n` fictional profiles of the page's site; answers their ids. */
async function startChats(page: Page, n: number): Promise<number[]> {
  const found = await pageApi<Found>(page, 'GET', '/api/search.php?auto_load=1&pp=24');
  const people = found.profiles.filter((p) => p.type === 'fictional').slice(0, n);
  const ids: number[] = [];
  for (const [i, p] of people.entries()) {
    const sent = await pageApi<{ conversation: { id: number } }>(page, 'POST', '/api/messages.php', {
      profile: p.id,
      text: `Hello number ${i + 1}`,
      client_id: `flags-${Date.now()}-${i}`,
    });
    ids.push(sent.conversation.id);
  }
  expect(ids).toHaveLength(n);
  return ids;
}

test('chatSidebar: the list beside the conversation on wide screens, and /chats opens the last chat', async ({
  browser,
}) => {
  const { ctx, page } = await siteMember(browser, FLAGS, 'Sidebar', { viewport: DESKTOP });
  const [first, second] = await startChats(page, 2);

  await page.goto(`${FLAGS}/chats/${first}`);
  const sidebar = page.getByTestId('chat-sidebar');
  await expect(sidebar.getByTestId('chat-row')).toHaveCount(2);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', `/chats/${first}`);
  await expect(page.getByTestId('message').last()).toContainText('Hello number 1');
  // chatTopBar off: no top bar, the partner's name only as the page's heading.
  await expect(page.getByTestId('chat-partner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  await page.screenshot({ path: `${SHOTS}/chat-sidebar-desktop.png` });

  // Choosing another conversation in the sidebar opens it beside the same list.
  await sidebar.locator(`a[href="/chats/${second}"]`).click();
  await expect(page).toHaveURL(`${FLAGS}/chats/${second}`);
  await expect(page.getByTestId('message').last()).toContainText('Hello number 2');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', `/chats/${second}`);

  // The last chat (spec §3) opens first on /chats.
  await page.goto(`${FLAGS}/members`);
  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page).toHaveURL(`${FLAGS}/chats/${second}`);
  await expect(page.getByTestId('chat-sidebar')).toBeVisible();

  // A phone is no wide screen: no sidebar, and /chats stays the list.
  await page.setViewportSize(PHONE);
  await page.goto(`${FLAGS}/chats/${first}`);
  await expect(page.getByTestId('message').last()).toContainText('Hello number 1');
  await expect(page.getByTestId('chat-sidebar')).toHaveCount(0);
  await page.goto(`${FLAGS}/chats`);
  await expect(page.getByTestId('chat-row')).toHaveCount(2);
  await expect(page).toHaveURL(`${FLAGS}/chats`);
  await ctx.close();
});

test('likesLinkOnMobile and likesOverview off, myProfileHeaderImage on, myProfileInterests off', async ({
  browser,
}) => {
  // fictionalWarningOnSignup off: the signup form says nothing of fictional profiles.
  const guest = await browser.newPage({ viewport: PHONE });
  await guest.goto(`${FLAGS}/signup`);
  await expect(guest.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(guest.getByTestId('signup-fictional-warning')).toHaveCount(0);
  await guest.close();

  const { ctx, page } = await siteMember(browser, FLAGS, 'Flagged', { viewport: PHONE });
  // No overview: /likes shows the received likes, and there is no "All" tab.
  await page.goto(`${FLAGS}/likes`);
  await expect(page).toHaveURL(`${FLAGS}/likes/received`);
  await expect(page.getByRole('navigation', { name: 'Kinds of likes' }).getByRole('link')).toHaveCount(3);

  // On a phone Likes opens the lists to choose from instead of being a link.
  await page.goto(`${FLAGS}/members`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Likes' })).toHaveCount(0);
  const likes = nav.getByRole('button', { name: 'Likes' });
  await expect(likes).toHaveAttribute('aria-expanded', 'false');
  await likes.click();
  const lists = page.getByTestId('likes-nav-menu').getByRole('link');
  await expect(lists).toHaveText(['Matches', 'Liked you', 'You liked']);
  await page.screenshot({ path: `${SHOTS}/likes-menu-phone.png` });
  await page.keyboard.press('Escape');
  await expect(lists.first()).toBeHidden();
  await expect(likes).toBeFocused();
  await likes.click();
  await lists.filter({ hasText: 'You liked' }).click();
  await expect(page).toHaveURL(`${FLAGS}/likes/given`);

  // My profile: the header image, and no interests.
  await page.goto(`${FLAGS}/profile`);
  await expect(page.getByTestId('profile-header-image')).toContainText('Flagged');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(page.getByTestId('profile-interests')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/profile-header-phone.png` });
  await page.setViewportSize(DESKTOP);
  // From sm up Likes is the link again, and only once.
  await expect(nav.getByRole('link', { name: 'Likes' })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Likes' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/profile-header-desktop.png` });
  await ctx.close();
});

test('the defaults (demo site): no sidebar, likes a link with an overview, interests and no header image', async ({
  browser,
}) => {
  const { ctx, page } = await siteMember(browser, CLASSIC, 'Defaults', { viewport: DESKTOP });
  const [chat] = await startChats(page, 1);
  await page.goto(`${CLASSIC}/chats/${chat}`);
  await expect(page.getByTestId('message').last()).toContainText('Hello number 1');
  await expect(page.getByTestId('chat-sidebar')).toHaveCount(0);
  await expect(page.getByTestId('chat-partner')).toBeVisible();
  await page.goto(`${CLASSIC}/chats`);
  await expect(page.getByTestId('chat-row')).toHaveCount(1);
  await expect(page).toHaveURL(`${CLASSIC}/chats`);

  await page.goto(`${CLASSIC}/profile`);
  await expect(page.getByTestId('profile-interests')).toBeVisible();
  await expect(page.getByTestId('profile-header-image')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await page.goto(`${CLASSIC}/likes`);
  await expect(page.getByRole('navigation', { name: 'Kinds of likes' }).getByRole('link')).toHaveCount(4);
  await expect(page.getByTestId('likes-nav-menu')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Likes' })
    .click();
  await expect(page).toHaveURL(`${CLASSIC}/likes`);
  await ctx.close();
});
