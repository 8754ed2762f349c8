import { grantCredits } from '@server/ledger/ledger';
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
let senders: PushSender[];
let sitePub: string;
let deps: ReturnType<typeof pushSenderDeps>;

beforeAll(async () => {
  service = await startPushService();
  const sites = new SiteRegistry(readSiteConfigs());
  const vapid = await ensureVapidKeys(
    t.tdb.db,
    sites.all.map((s) => s.key),
  );
  sitePub = vapid.get('demo')?.publicKey ?? '';
  deps = pushSenderDeps(sites, vapid, loadLocaleBundles(), {}, LOCAL_PUSH);
  // Two senders on one database: two server processes' jobs.
  senders = [createPushSender(t.tdb.db, deps), createPushSender(t.tdb.db, deps)];
});
afterAll(async () => {
  for (const s of senders) await s.stop();
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

const deliveredTo = (b: Browser) => service.delivered.filter((d) => d.subscription === b.id);
const drain = () => senders[0]?.drain() ?? Promise.resolve(0);

describe('web push', () => {
  it('sends one encrypted, VAPID-signed push for a new message, with text, route and topic', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(`update users set language = 'en' where id = $1`, [b.userId]);
    const browser = await subscribe(b);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'hello');
    await drain();
    await drain();
    const got = deliveredTo(browser);
    expect(got).toHaveLength(1);
    expect(got[0]?.payload).toEqual({
      title: 'Amorio',
      body: 'New messages from Test Member: 1',
      url: `/chats/${conv}`,
      tag: `chat-${conv}`,
    });
    expect(got[0]?.vapidKey).toBe(sitePub);
    expect(got[0]?.headers.topic).toBe(`chat-${conv}`);
    expect(got[0]?.headers.urgency).toBe('high');
    expect(Number(got[0]?.headers.ttl)).toBeGreaterThan(0);
    // The sender hears nothing of its own messages.
    expect(service.refused).toEqual([]);
  });

  it('writes the push in the member’s language', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(`update users set language = 'nl' where id = $1`, [b.userId]);
    const browser = await subscribe(b);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    await drain();
    // b is not premium: someone likes them, not who, and the push leads to the likes page.
    expect(deliveredTo(browser).map((d) => d.payload)).toEqual([
      {
        title: 'Amorio',
        body: 'Iemand vindt je leuk. Premium-leden zien wie',
        url: '/likes',
        tag: 'like_hidden',
      },
    ]);
  });

  it('names the liker in the push only to a premium member or on a match (issue 22)', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const c = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(
      `update users set language = 'en', premium_until = now() + interval '1 day' where id = $1`,
      [b.userId],
    );
    await t.tdb.db.$client.query(`update users set language = 'en' where id = any($1)`, [
      [a.userId, c.userId],
    ]);
    const [toB, toC, toA] = [await subscribe(b), await subscribe(c), await subscribe(a)];
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId })).statusCode).toBe(200);
    expect((await call(t.app, a, 'POST', '/api/likes.php', { profile: c.profileId })).statusCode).toBe(200);
    await drain();
    expect(deliveredTo(toB).map((d) => [d.payload.body, d.payload.url])).toEqual([
      ['Test Member likes you', `/members/${a.profileId}`],
    ]);
    const free = deliveredTo(toC).map((d) => d.payload);
    expect(free).toEqual([
      {
        title: 'Amorio',
        body: 'Someone likes you. Premium members see who',
        url: '/likes',
        tag: 'like_hidden',
      },
    ]);
    // Nothing in the decrypted payload names or links the liker (no icon, name or id).
    expect(JSON.stringify(free)).not.toMatch(new RegExp(`Test Member|${a.profileId}`));
    // c likes back: a match, named to both.
    expect((await call(t.app, c, 'POST', '/api/likes.php', { profile: a.profileId })).statusCode).toBe(200);
    await drain();
    expect(deliveredTo(toA).map((d) => d.payload.url)).toEqual([`/members/${c.profileId}`]);
  });

  it('a 410 from the push service removes the subscription; nothing more is sent there', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    service.answerNext(browser, { status: 410 });
    await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId });
    await drain();
    const subs = await t.tdb.db.$client.query('select 1 from push_subscriptions where user_id = $1', [
      b.userId,
    ]);
    expect(subs.rows).toHaveLength(0);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await send(a, conv, 'still there?');
    await drain();
    expect(deliveredTo(browser)).toHaveLength(0);
    const rows = await t.tdb.db.$client.query<{ status: string }>(
      'select status from push_outbox where user_id = $1',
      [b.userId],
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['dropped']);
  });

  it('a 429 with Retry-After is sent again after that time, once', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    service.answerNext(browser, { status: 429, headers: { 'retry-after': '1' } });
    await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId });
    await drain();
    expect(deliveredTo(browser)).toHaveLength(0);
    await drain();
    expect(deliveredTo(browser)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1_100));
    await drain();
    expect(deliveredTo(browser)).toHaveLength(1);
    await drain();
    expect(deliveredTo(browser)).toHaveLength(1);
  });

  it('two senders draining at once send every push exactly once', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const n = 45;
    await t.tdb.db.transaction((tx) =>
      grantCredits(tx, { userId: a.userId, amount: 1_000, reason: 'purchase', key: `test:${a.userId}` }),
    );
    for (let i = 0; i < n; i++) await send(a, conv, `m${i}`);
    await Promise.all(senders.map((s) => s.drain()));
    await Promise.all(senders.map((s) => s.drain()));
    // Each message counts the conversation's unread group up by one: 1..n, each once.
    const counts = deliveredTo(browser).map((d) => String(d.payload.body).split(': ')[1]);
    expect(counts).toHaveLength(n);
    expect(new Set(counts).size).toBe(n);
  });

  it('a sender that dies in the middle of sending loses no push and doubles none', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    const browser = await subscribe(b);
    service.answerNext(browser, { status: 0, hang: true });
    await call(t.app, a, 'POST', '/api/likes.php', { profile: b.profileId });
    const dying = createPushSender(t.tdb.db, { ...deps, timeoutMs: 2_000 });
    const first = dying.drain().then(
      () => null,
      (err: unknown) => err,
    );
    await expect.poll(() => service.hungCount()).toBe(1);
    // The process is killed: PostgreSQL ends its connection and rolls its claim back.
    await t.tdb.db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and state = 'idle in transaction' and query like '%push_outbox%'`,
    );
    await drain();
    expect(deliveredTo(browser)).toHaveLength(1);
    expect(await first).toBeInstanceOf(Error);
    await drain();
    expect(deliveredTo(browser)).toHaveLength(1);
    const rows = await t.tdb.db.$client.query<{ status: string }>(
      'select status from push_outbox where user_id = $1',
      [b.userId],
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['sent']);
  });
});
