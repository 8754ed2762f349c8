import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { createMember } from '@server/test/social-fixtures';
import { createTestApp, setUpTestDb, signUp, startTestNode, type TestNode } from '@server/test/test-app';
import { createTestDb } from '@server/test/test-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PgListener } from './pg-listener';
import { SessionCache } from './session-cache';
import type { SessionUserRecord } from './session-store';

/** Two "server processes" (apps with their own listener and cache) on one database. */
const tdb = setUpTestDb();
const nodes: TestNode[] = [];
const CACHED = { config: { sessionCacheTtlMs: 60_000 } };

async function node(): Promise<FastifyInstance> {
  const n = await startTestNode(tdb, CACHED);
  nodes.push(n);
  return n.app;
}

afterAll(async () => {
  for (const n of nodes) await n.close();
});

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met within 2.5 s');
}

const status = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/user.php', headers: { cookie } })).statusCode;

/**
 * Runs `test` on a caching app whose listener watches another database, so no NOTIFY ever
 * comes: only the requests' own hooks (and logout) may drop a cached record.
 */
async function onDeafNode(test: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const elsewhere = await createTestDb();
  const deaf = new PgListener(elsewhere.url);
  await deaf.start();
  const { app } = await createTestApp({ ...CACHED, listener: deaf }, { shared: tdb });
  try {
    await test(app);
  } finally {
    await app.close();
    await deaf.stop();
    await elsewhere.drop();
  }
}

describe('session cache across processes', () => {
  it('a logout on one process ends the session on the other', async () => {
    const a = await node();
    const b = await node();
    const cookie = await signUp(a);
    expect(await status(b, cookie)).toBe(200);
    expect(await status(b, cookie)).toBe(200); // now cached on b
    await a.inject({ url: '/api/logout.php', headers: { cookie } });
    await eventually(async () => (await status(b, cookie)) === 403);
  });

  it('a ban written straight into the database ends cached sessions', async () => {
    const a = await node();
    const cookie = await signUp(a);
    expect(await status(a, cookie)).toBe(200);
    const me = (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email;
    await tdb.db.execute(sql`update users set status = 'banned' where email = ${me}`);
    await eventually(async () => (await status(a, cookie)) === 403);
  });

  it('a profile change shows on the next poll', async () => {
    const a = await node();
    const cookie = await signUp(a);
    expect(
      (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user.profile.city,
    ).toBeNull();
    const me = (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user.profile.id;
    await tdb.db.execute(sql`update profiles set city = 'Utrecht' where id = ${me}`);
    await eventually(
      async () =>
        (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user.profile.city ===
        'Utrecht',
    );
  });
});

describe('user_changed announcements (migration 0013)', () => {
  it('announces a change to the account but not a balance-only update, which every paid message makes', async () => {
    const a = await node();
    const idOf = async (cookie: string) => {
      const email = (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email;
      const found = await tdb.db.execute<{ id: number }>(sql`select id from users where email = ${email}`);
      return Number(found.rows[0]?.id);
    };
    const id = await idOf(await signUp(a));
    const other = await idOf(await signUp(a));
    const listener = new PgListener(tdb.url);
    const heard: number[] = [];
    listener.on('user_changed', (payload) => heard.push(Number(payload)));
    await listener.start();
    try {
      await tdb.db.execute(sql`update users set credit_balance = credit_balance + 5 where id = ${id}`);
      await tdb.db.execute(sql`update users set mail_provider = mail_provider + 1 where id = ${id}`);
      await tdb.db.execute(sql`update users set mail_provider = mail_provider + 1 where id = ${other}`);
      // Notifications arrive in commit order: once the last one is here, the others were too.
      await eventually(async () => heard.includes(other));
      expect(heard.filter((u) => u === id)).toHaveLength(1);
    } finally {
      await listener.stop();
    }
  });
});

describe("session cache and the member's own writes", () => {
  it('a write shows in the very next read on the same process, without waiting for NOTIFY', async () => {
    await onDeafNode(async (a) => {
      const cookie = await signUp(a);
      const read = async () => (await a.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
      expect((await read()).profile.city).toBeNull(); // now cached
      const put = await a.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { cookie },
        payload: { city: 'Gouda' },
      });
      expect(put.statusCode).toBe(200);
      expect((await read()).profile.city).toBe('Gouda');
    });
  });
});

describe('session cache and a logout on the same process', () => {
  it('forgets the token at once, without waiting for NOTIFY (the cache is keyed by the token)', async () => {
    await onDeafNode(async (a) => {
      const cookie = await signUp(a);
      const token = /amorio_session=([^;]+)/.exec(cookie)?.[1] ?? '';
      expect(await status(a, cookie)).toBe(200);
      expect(a.sessions.get(token)).not.toBeNull();
      await a.inject({ url: '/api/logout.php', headers: { cookie } });
      expect(a.sessions.get(token)).toBeNull();
      expect(await status(a, cookie)).toBe(403);
    });
  });
});

describe("session cache and the member's own writes (chat)", () => {
  it("a chat send keeps the sender's cached record (it changes nothing the record holds)", async () => {
    await onDeafNode(async (a) => {
      const me = await createMember(a, tdb.db);
      const other = await createMember(a, tdb.db);
      const conversation = await openChat(a, tdb.db, me, other.profileId);
      const key = /amorio_session=([^;]+)/.exec(me.cookie)?.[1] ?? '';
      await a.inject({ url: '/api/user.php', headers: { cookie: me.cookie } });
      expect(a.sessions.get(key)).not.toBeNull();
      const sent = await call(a, me, 'POST', '/api/messages.php', {
        conversation,
        text: 'hello',
        client_id: clientId(),
      });
      expect(sent.statusCode).toBe(200);
      expect(a.sessions.get(key)).not.toBeNull();
      // A write that does change the record still drops it.
      const put = await a.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { cookie: me.cookie },
        payload: { city: 'Gouda' },
      });
      expect(put.statusCode).toBe(200);
      expect(a.sessions.get(key)).toBeNull();
    });
  });
});

describe('SessionCache', () => {
  const rec = { id: 7 } as SessionUserRecord;
  it('does not keep a lookup that raced an invalidation', () => {
    const cache = new SessionCache(60_000);
    const started = cache.begin();
    cache.evictUser(7);
    cache.set('k', rec, started);
    expect(cache.get('k')).toBeNull();
    cache.set('k', rec, cache.begin());
    expect(cache.get('k')).toBe(rec);
  });
  it('is off with a ttl of 0', () => {
    const cache = new SessionCache(0);
    cache.set('k', rec, cache.begin());
    expect(cache.get('k')).toBeNull();
  });
  it('answers an entry past its TTL while one load refreshes it, but nothing invalidated', async () => {
    const cache = new SessionCache(20);
    const fresh = { id: 7 } as SessionUserRecord;
    let loads = 0;
    expect(await cache.lookup('k', async () => rec)).toBe(rec);
    await new Promise((r) => setTimeout(r, 30));
    let release: (r: SessionUserRecord) => void = () => {};
    const refresh = () => {
      loads += 1;
      return new Promise<SessionUserRecord>((r) => {
        release = r;
      });
    };
    // Expired: the old record at once, and a single refresh behind it.
    expect(await cache.lookup('k', refresh)).toBe(rec);
    expect(await cache.lookup('k', refresh)).toBe(rec);
    expect(loads).toBe(1);
    release(fresh);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.lookup('k', refresh)).toBe(fresh);
    cache.evictUser(7);
    expect(await cache.lookup('k', async () => null)).toBeNull();
  });
  it('shares a lookup in flight, but not one that began before an invalidation', async () => {
    const cache = new SessionCache(60_000);
    let release: (r: SessionUserRecord) => void = () => {};
    const first = cache.lookup('k', () => new Promise((r) => (release = r)));
    const joined = cache.lookup('k', async () => {
      throw new Error('a second load');
    });
    expect(joined).toBe(first);
    cache.evictUser(7);
    const after = cache.lookup('k', async () => null);
    release(rec);
    expect(await first).toBe(rec);
    expect(await after).toBeNull();
  });
  it('forgets everything on clear (a lost LISTEN connection)', () => {
    const cache = new SessionCache(60_000);
    cache.set('k', rec, cache.begin());
    cache.clear();
    expect(cache.get('k')).toBeNull();
  });
});
