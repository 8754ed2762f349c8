import { type Browser, expect, type Page, test } from '@playwright/test';
import { CLASSIC, LAVISH, signUpViaForm, uniqueEmail } from './support/helpers';

/** A call from inside the page, as its own code would make it (the browser resolves lavish.localhost). */
function call(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'amorio' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, url, body },
  );
}

async function member(browser: Browser, origin: string, viewport = { width: 1280, height: 800 }) {
  const ctx = await browser.newContext({ locale: 'en-US', viewport });
  // The push re-offer (025b, account-menu.spec's subject) counts as made this week here, so its
  // toast, which waits for a tap, does not cover this page's buttons once a reply is waiting.
  await ctx.addInitScript(() =>
    localStorage.setItem(
      'amorio:push-reoffer',
      JSON.stringify({ value: Date.now(), expires: Date.now() + 6.048e8 }),
    ),
  );
  const page = await ctx.newPage();
  await signUpViaForm(page, uniqueEmail('note'), undefined, origin === CLASSIC ? '' : origin);
  await expect(page).toHaveURL(/\/members$/);
  const me = (await call(page, 'GET', '/api/user.php')).json as { user: { profile: { id: number } } };
  return { ctx, page, profileId: me.user.profile.id };
}

let sent = 0;

/** B likes A and writes to A twice, through the API as B's browser would. */
async function likeAndWrite(b: Page, profileId: number): Promise<void> {
  expect((await call(b, 'POST', '/api/likes.php', { profile: profileId })).status).toBe(200);
  // Opening a chat creates nothing: the first message names the profile and starts it.
  let to: { profile: number } | { conversation: number } = { profile: profileId };
  for (const text of ['Hello there', 'Coffee this week?']) {
    sent += 1;
    const res = await call(b, 'POST', '/api/messages.php', {
      ...to,
      text,
      client_id: `e2e-note-${Date.now()}-${sent}`,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    to = { conversation: (res.json as { conversation: { id: number } }).conversation.id };
  }
}

test('notifications: a like and grouped messages arrive live, unread marked; mark all read', async ({
  browser,
}) => {
  const a = await member(browser, CLASSIC);
  const b = await member(browser, CLASSIC);
  // B acts once A's event stream is connected: a new stream starts from now (only a reconnect
  // replays what it missed), and the list may show before the stream's code has loaded.
  const streamOpen = a.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events.php');
  await a.page.goto('/notifications');
  await expect(a.page.getByTestId('notifications-empty')).toBeVisible();
  await streamOpen;
  // The notificationsHeader flag is off on the classic demo site.
  await expect(a.page.getByTestId('nav-notifications')).toHaveCount(0);

  await likeAndWrite(b.page, a.profileId);
  // No reload: the event stream brings them.
  const items = a.page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('New messages from Eve: 2');
  // A is not premium: a like, not who (decision 010a); it leads to the likes page and its offer.
  await expect(items.nth(1)).toContainText('Someone likes you. Premium members see who');
  await expect(items.nth(1)).not.toContainText('Eve');
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', '/likes');
  await expect(a.page.locator('.notification.is-unread')).toHaveCount(2);

  await a.page.getByTestId('notifications-read-all').click();
  await expect(a.page.locator('.notification.is-unread')).toHaveCount(0);
  await expect(a.page.getByTestId('notifications-read-all')).toHaveCount(0);

  await items.nth(1).getByRole('link').click();
  await expect(a.page).toHaveURL(/\/likes$/);
  await expect(a.page.getByTestId('hidden-likes').getByRole('link')).toHaveAttribute('href', '/premium');
  await a.page.goBack();
  await items.nth(0).getByRole('link').click();
  await expect(a.page).toHaveURL(/\/chats\/\d+$/);
  await a.ctx.close();
  await b.ctx.close();
});

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const SITES = [
  { template: 'classic', origin: CLASSIC },
  { template: 'lavish', origin: LAVISH },
];

for (const site of SITES) {
  for (const vp of VIEWPORTS) {
    test(`screenshots: /notifications, ${site.template} on ${vp.name}`, async ({ browser }, info) => {
      const a = await member(browser, site.origin, vp);
      const b = await member(browser, site.origin);
      await likeAndWrite(b.page, a.profileId);
      await a.page.goto(`${site.origin}/notifications#email-change-incorrect`);
      await expect(a.page.locator('html')).toHaveClass(new RegExp(`\\b${site.template}\\b`));
      await expect(a.page.getByTestId('notification')).toHaveCount(2);
      await expect(a.page.locator('#email-change-incorrect')).toBeVisible();
      if (site.template === 'lavish') {
        // The lavish site turns the notificationsHeader flag on.
        await expect(a.page.getByTestId('nav-notifications-unread')).toContainText('2');
      }
      await a.page.evaluate(() => window.scrollTo(0, 0));
      await a.page.evaluate(() => document.fonts.ready);
      const file = info.outputPath(`${site.template}-${vp.name}-notifications.png`);
      await a.page.screenshot({ path: file, fullPage: true });
      await info.attach(`${site.template}-${vp.name}-notifications`, {
        path: file,
        contentType: 'image/png',
      });
      await a.ctx.close();
      await b.ctx.close();
    });
  }
}
