import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { e2eDb } from './support/e2e-db';
import { logOut, SITES, VIEWPORTS } from './support/helpers';
import { waitForWorkerControl } from './support/push';
import { pageApi, siteMember } from './support/site-member';

type Sent = { conversation: { id: number } };
const clientId = () => crypto.randomUUID().replace(/-/g, '');

/** The conversation as the app's worker has seen it: controlled, and kept for offline reading. */
async function openWhileOnline(page: Page, origin: string, conversation: number): Promise<void> {
  await page.goto(`${origin}/chats/${conversation}`);
  // The worker registered on the signup page may activate while this page is still loading, and
  // `clients.claim()` misses a page in the middle of its navigation; once a worker is active,
  // every later load goes through it. So: wait for it, then load the conversation once more.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForWorkerControl(page);
  await expect(page.getByTestId('message').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async (c) => {
        const urls = (await (await caches.open('member-v1')).keys()).map((k) => new URL(k.url));
        const kept = (path: string) => urls.some((u) => `${u.pathname}${u.search}` === path);
        return kept(`/api/messages.php?conversation=${c}`) && kept('/api/chats.php');
      }, conversation),
    )
    .toBe(true);
}

async function countInDb(text: string): Promise<number> {
  const db = await e2eDb();
  try {
    const r = await db.query('select count(*)::int as n from messages where text = $1', [text]);
    return r.rows[0].n as number;
  } finally {
    await db.end();
  }
}

test('offline: the last conversation reads after a reload; a message written offline waits, survives a reload and arrives once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const origin = SITES[0].origin;
  const a = await siteMember(browser, origin, 'Ada');
  const b = await siteMember(browser, origin, 'Ben');
  const first = await pageApi<Sent>(a.page, 'POST', '/api/messages.php', {
    profile: b.profileId,
    text: 'Hello Ben, read me offline',
    client_id: clientId(),
  });
  const conv = first.conversation.id;
  await openWhileOnline(a.page, origin, conv);
  await expect(a.page.getByTestId('offline-banner')).toBeEmpty();

  await a.ctx.setOffline(true);
  await a.page.reload();
  // The app shell, the member's header and the conversation, all from the worker's caches.
  await expect(a.page.locator('.site-header')).toBeVisible();
  await expect(a.page.getByTestId('message')).toContainText(['Hello Ben, read me offline']);
  await expect(a.page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  const text = `Written offline ${Date.now()}`;
  const box = a.page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  const waiting = a.page.getByTestId('message-pending').filter({ hasText: text });
  await expect(waiting).toContainText('Waiting for connection');

  // Kept on the device: a reload, still offline, shows it waiting.
  await a.page.reload();
  await expect(a.page.getByTestId('message-pending').filter({ hasText: text })).toContainText(
    'Waiting for connection',
  );
  // Not asserted here: that the server has no row yet. Under Chromium's offline emulation a POST
  // that falls back from the service worker to the network is reported failed
  // (ERR_INTERNET_DISCONNECTED) and yet, in about one run in three, reaches the server 60 ms
  // later by a path DevTools neither shows nor blocks. The page saw a failure, so it keeps the
  // message waiting; what matters to the member is checked below: it arrives exactly once.

  // Ben has the conversation open while Ada comes back online.
  await b.page.goto(`${origin}/chats/${conv}`);
  await expect(b.page.getByTestId('message').first()).toBeVisible();
  await a.ctx.setOffline(false);
  await expect(a.page.getByTestId('message-pending')).toHaveCount(0, { timeout: 15_000 });
  await expect(a.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(a.page.getByTestId('offline-banner')).toBeEmpty();
  await expect(b.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1, { timeout: 10_000 });

  // Once, also after the dust settles and both pages reload.
  await a.page.reload();
  await b.page.reload();
  await expect(b.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(a.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  expect(await countInDb(text)).toBe(1);
  await a.ctx.close();
  await b.ctx.close();
});

test('a message written offline in a conversation the member then leaves arrives once when the connection returns', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const origin = SITES[0].origin;
  const a = await siteMember(browser, origin, 'Gus');
  const b = await siteMember(browser, origin, 'Hana');
  const sent = await pageApi<Sent>(a.page, 'POST', '/api/messages.php', {
    profile: b.profileId,
    text: 'Hi Hana',
    client_id: clientId(),
  });
  await openWhileOnline(a.page, origin, sent.conversation.id);
  await a.ctx.setOffline(true);
  const text = `Left behind ${Date.now()}`;
  await a.page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await a.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(a.page.getByTestId('message-pending')).toContainText('Waiting for connection');
  await a.page.getByRole('link', { name: 'Back to your messages' }).click();
  await expect(a.page).toHaveURL(/\/chats$/);
  await a.ctx.setOffline(false);
  await expect.poll(() => countInDb(text), { timeout: 15_000 }).toBe(1);
  await b.page.goto(`${origin}/chats/${sent.conversation.id}`);
  await expect(b.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await a.page.goto(`${origin}/chats/${sent.conversation.id}`);
  await expect(a.page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(a.page.getByTestId('message-pending')).toHaveCount(0);
  expect(await countInDb(text)).toBe(1);
  await a.ctx.close();
  await b.ctx.close();
});

test('logging out forgets the kept chats, profile images and unsent messages of this device', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const origin = SITES[0].origin;
  const a = await siteMember(browser, origin, 'Cleo');
  const b = await siteMember(browser, origin, 'Dan');
  const sent = await pageApi<Sent>(a.page, 'POST', '/api/messages.php', {
    profile: b.profileId,
    text: 'Only for Cleo to read',
    client_id: clientId(),
  });
  await openWhileOnline(a.page, origin, sent.conversation.id);
  await a.ctx.setOffline(true);
  await a.page.getByRole('textbox', { name: 'Your message' }).fill('Never sent');
  await a.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(a.page.getByTestId('message-pending')).toContainText('Waiting for connection');
  // Back online, the send keeps failing (as on a flaky connection): it still waits at logout.
  await a.page.route('**/api/messages.php', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await a.ctx.setOffline(false);
  await logOut(a.page);
  await expect(a.page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      a.page.evaluate(async () => ({
        member: (await (await caches.open('member-v1')).keys()).length,
        outbox: Object.keys(localStorage).filter((k) => k.startsWith('amorio:outbox:')),
      })),
    )
    .toEqual({ member: 0, outbox: [] });
  await a.ctx.close();
  await b.ctx.close();
});

for (const site of SITES) {
  test(`offline banner and a waiting message: screenshots and axe, ${site.template}`, async ({
    browser,
  }, info) => {
    test.setTimeout(90_000);
    const a = await siteMember(browser, site.origin, 'Adam');
    const b = await siteMember(browser, site.origin, 'Bea');
    const sent = await pageApi<Sent>(a.page, 'POST', '/api/messages.php', {
      profile: b.profileId,
      text: 'Hi Bea! Shall we walk the coastal path on Sunday?',
      client_id: clientId(),
    });
    await pageApi(b.page, 'POST', '/api/messages.php', {
      conversation: sent.conversation.id,
      text: 'Sounds lovely — if the weather holds!',
      client_id: clientId(),
    });
    await openWhileOnline(a.page, site.origin, sent.conversation.id);
    await a.ctx.setOffline(true);
    await a.page.reload();
    await a.page.getByRole('textbox', { name: 'Your message' }).fill('Great, see you at ten at the harbour.');
    await a.page.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(a.page.getByTestId('message-pending')).toContainText('Waiting for connection');
    await expect(a.page.getByTestId('offline-banner')).toContainText('You are offline.');
    for (const vp of VIEWPORTS) {
      await a.page.setViewportSize(vp);
      await a.page.evaluate(() => document.fonts.ready);
      const file = info.outputPath(`${site.template}-${vp.name}-offline-chat.png`);
      await a.page.screenshot({ path: file });
      await info.attach(`${site.template}-${vp.name}-offline-chat`, { path: file, contentType: 'image/png' });
      expect(await seriousViolations(a.page, `${site.template} ${vp.name} offline chat`)).toEqual([]);
    }
    // The chat list reads offline too, under the same banner.
    await a.page.goto(`${site.origin}/chats`);
    await expect(a.page.getByTestId('chat-row')).toBeVisible();
    await expect(a.page.getByTestId('offline-banner')).toContainText('You are offline.');
    for (const vp of VIEWPORTS) {
      await a.page.setViewportSize(vp);
      const file = info.outputPath(`${site.template}-${vp.name}-offline-chats.png`);
      await a.page.screenshot({ path: file });
      await info.attach(`${site.template}-${vp.name}-offline-chats`, {
        path: file,
        contentType: 'image/png',
      });
      expect(await seriousViolations(a.page, `${site.template} ${vp.name} offline chats`)).toEqual([]);
    }
    await a.ctx.close();
    await b.ctx.close();
  });
}
