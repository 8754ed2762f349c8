import { DEFAULT_NOTIFICATION_SETTINGS } from '@common/api/notifications';
import { loadLocaleBundles } from '@server/plugins/i18n-messages';
import { ensureVapidKeys } from '@server/secrets/vapid-keys';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { type Browser, startPushService } from '@server/test/push-service';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp, testResolve } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, type PushSender, pushSenderDeps } from './sender';

// The local push service listens on 127.0.0.1: the tests' one switch (PUSH_INSECURE_ENDPOINTS).
const LOCAL_PUSH = { allowLoopback: true, resolve: testResolve };
const t = setUpTestApp({ pushEndpoints: LOCAL_PUSH });
let service: Awaited<ReturnType<typeof startPushService>>;
let sender: PushSender;

beforeAll(async () => {
  service = await startPushService();
  const sites = new SiteRegistry(readSiteConfigs());
  const vapid = await ensureVapidKeys(
    t.tdb.db,
    sites.all.map((s) => s.key),
  );
  sender = createPushSender(t.tdb.db, pushSenderDeps(sites, vapid, loadLocaleBundles(), {}, LOCAL_PUSH));
});
afterAll(async () => {
  await sender.stop();
  await service.close();
});

async function subscribe(who: TestMember): Promise<Browser> {
  const b = service.subscribe();
  const res = await call(t.app, who, 'POST', '/api/user.php?push=1', {
    subscription: { endpoint: b.endpoint, keys: b.keys },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return b;
}

async function send(from: TestMember, conversation: number, text: string) {
  const res = await call(t.app, from, 'POST', '/api/messages.php', {
    conversation,
    text,
    client_id: clientId(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const urlsTo = (b: Browser) =>
  service.delivered.filter((d) => d.subscription === b.id).map((d) => String(d.payload.url));

describe('notification settings', () => {
  it('answers the defaults, stores the member’s own choice and refuses a malformed one', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    expect((await call(t.app, a, 'GET', '/api/notification-settings.php')).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const mine = {
      message: { push: false, mail: true },
      like: { push: true, mail: true },
      mutual_like: { push: false, mail: false },
    };
    const saved = await call(t.app, a, 'POST', '/api/notification-settings.php', mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t.app, a, 'GET', '/api/notification-settings.php')).json()).toEqual(mine);
    // Another member's settings are untouched.
    expect((await call(t.app, b, 'GET', '/api/notification-settings.php')).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const bad = await call(t.app, a, 'POST', '/api/notification-settings.php', {
      ...mine,
      like: { push: 'yes', mail: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await call(t.app, a, 'GET', '/api/notification-settings.php')).json()).toEqual(mine);
    const guest = await t.app.inject({ url: '/api/notification-settings.php' });
    expect(guest.statusCode).toBe(403);
  });

  it('the push sender honours them: a like with likes off sends nothing, a message still pushes', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, like: { push: false, mail: false } };
    expect((await call(t.app, b, 'POST', '/api/notification-settings.php', off)).statusCode).toBe(200);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'hi');
    await sender.drain();
    expect(urlsTo(browser)).toEqual([`/chats/${conv}`]);
    // The like is still listed on /notifications.
    const list = await call(t.app, b, 'GET', '/api/notifications.php');
    expect(
      list
        .json()
        .notifications.map((n: { kind: string }) => n.kind)
        .sort(),
    ).toEqual(['like', 'message']);
  });
});

describe('no push for a conversation the member is looking at', () => {
  it('skips it while the chat is open in a visible page, pushes again once the page is hidden', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const c = await createMember(t.app, t.tdb.db);
    const other = await openChat(t.app, t.tdb.db, c, b.profileId);
    // b's page is in front (the beacon's "visible") and shows the conversation with a.
    expect((await call(t.app, b, 'POST', '/api/page-hidden.php', { visible: true })).statusCode).toBe(204);
    expect((await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv })).statusCode).toBe(
      200,
    );
    await send(a, conv, 'you are reading this live');
    await sender.drain();
    expect(urlsTo(browser)).toEqual([]);
    // A message in another conversation still pushes.
    await send(c, other, 'me too');
    await sender.drain();
    expect(urlsTo(browser)).toEqual([`/chats/${other}`]);
    // The page goes to the background: the next message in the open conversation pushes.
    expect((await call(t.app, b, 'POST', '/api/page-hidden.php', {})).statusCode).toBe(204);
    await send(a, conv, 'are you still there?');
    await sender.drain();
    expect(urlsTo(browser)).toEqual([`/chats/${other}`, `/chats/${conv}`]);
  });

  it('a stale view (page visible, but no stream seen for minutes) does not hold pushes back', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await call(t.app, b, 'POST', '/api/page-hidden.php', { visible: true });
    await call(t.app, b, 'POST', '/api/messages-read.php', { conversation: conv });
    // The tab was closed without a beacon: its stream stopped refreshing seen_at.
    await t.tdb.db.$client.query(
      `update presence set seen_at = now() - interval '5 minutes' where user_id = $1`,
      [b.userId],
    );
    await send(a, conv, 'hello?');
    await sender.drain();
    expect(urlsTo(browser)).toEqual([`/chats/${conv}`]);
  });
});

describe('push off in one browser (DELETE /api/user.php?push=1)', () => {
  it('forgets only the caller’s own endpoint: nothing more is sent there, other browsers keep theirs', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const phone = await subscribe(b);
    const laptop = await subscribe(b);
    const forget = (who: TestMember, endpoint: unknown) =>
      call(t.app, who, 'DELETE', '/api/user.php?push=1', { endpoint });
    // Another member cannot switch off b's browser: the same answer, nothing deleted.
    expect((await forget(a, phone.endpoint)).statusCode).toBe(200);
    expect((await forget(b, 'not a url')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user.php?push=1',
          payload: { endpoint: phone.endpoint },
        })
      ).statusCode,
    ).toBe(403);
    const kept = await t.tdb.db.$client.query('select 1 from push_subscriptions where endpoint = $1', [
      phone.endpoint,
    ]);
    expect(kept.rows).toHaveLength(1);

    const off = await forget(b, phone.endpoint);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ ok: true });
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'still there?');
    await sender.drain();
    expect(urlsTo(phone)).toEqual([]);
    expect(urlsTo(laptop)).toEqual([`/chats/${conv}`]);
  });
});
