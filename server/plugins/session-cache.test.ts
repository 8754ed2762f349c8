import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readSiteConfigs } from '../sites/load-sites';
import { SiteRegistry } from '../sites/site-registry';
import { createLocalStorage } from '../storage/local-storage';
import { signUp } from '../test/test-app';
import { createTestDb, type TestDb } from '../test/test-db';
import { loadLocaleBundles } from './i18n-messages';
import { PgListener } from './pg-listener';
import { SessionCache } from './session-cache';
import type { SessionUserRecord } from './session-store';

/** Two "server processes" (apps with their own listener and cache) on one database. */
let tdb: TestDb;
const apps: FastifyInstance[] = [];
const listeners: PgListener[] = [];

async function node(): Promise<FastifyInstance> {
  const listener = new PgListener(tdb.url);
  await listener.start();
  listeners.push(listener);
  const app = await buildApp({
    config: { logLevel: 'silent', isDev: false, validateResponses: true, sessionCacheTtlMs: 60_000 },
    db: tdb.db,
    sites: new SiteRegistry(readSiteConfigs()),
    locales: loadLocaleBundles(),
    storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-uploads-'))),
    listener,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  tdb = await createTestDb();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const l of listeners) await l.stop();
  await tdb.drop();
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

describe("session cache and the member's own writes", () => {
  it('a write shows in the very next read on the same process, without waiting for NOTIFY', async () => {
    // The listener watches another database, so no NOTIFY ever comes: only the write itself can
    // drop the cached record.
    const elsewhere = await createTestDb();
    const deaf = new PgListener(elsewhere.url);
    await deaf.start();
    const a = await buildApp({
      config: { logLevel: 'silent', isDev: false, validateResponses: true, sessionCacheTtlMs: 60_000 },
      db: tdb.db,
      sites: new SiteRegistry(readSiteConfigs()),
      locales: loadLocaleBundles(),
      storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-uploads-'))),
      listener: deaf,
    });
    try {
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
    } finally {
      await a.close();
      await deaf.stop();
      await elsewhere.drop();
    }
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
  it('forgets everything on clear (a lost LISTEN connection)', () => {
    const cache = new SessionCache(60_000);
    cache.set('k', rec, cache.begin());
    cache.clear();
    expect(cache.get('k')).toBeNull();
  });
});
