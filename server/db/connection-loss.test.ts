import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadLocaleBundles } from '../plugins/i18n-messages';
import { readSiteConfigs } from '../sites/load-sites';
import { SiteRegistry } from '../sites/site-registry';
import { createLocalStorage } from '../storage/local-storage';
import { createTestDb, type TestDb } from '../test/test-db';

/**
 * A database connection that dies under a request (pg_terminate_backend, PostgreSQL restarting)
 * fails that request with 503 and leaves the process serving: the routes below hold a pool
 * client in the two ways the app does, a running query and an open transaction between queries.
 */
let tdb: TestDb;
let app: FastifyInstance;
let admin: pg.Client;
let releaseGate: () => void = () => {};

beforeAll(async () => {
  tdb = await createTestDb();
  admin = new pg.Client({ connectionString: tdb.url });
  await admin.connect();
  app = await buildApp({
    config: { logLevel: 'silent', isDev: false, validateResponses: true },
    db: tdb.db,
    sites: new SiteRegistry(readSiteConfigs()),
    locales: loadLocaleBundles(),
    storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-uploads-'))),
  });
  app.get('/test/sleep', async () => {
    await tdb.db.execute(sql`select pg_sleep(30)`);
    return { ok: true };
  });
  app.get('/test/transaction', async () => {
    await tdb.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => {
        releaseGate = r;
      });
      await tx.execute(sql`select 2`);
    });
    return { ok: true };
  });
  app.get('/test/ok', async () => {
    await tdb.db.execute(sql`select 1`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await admin.end();
  await tdb.drop();
});

/** Terminates this database's backends in `state` (other than the admin's own) once one appears. */
async function terminate(where: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const res = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
    );
    if (res.rowCount) return res.rowCount;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no backend matched ${where}`);
}

describe('a lost database connection', () => {
  it('fails a running query with 503 unavailable', async () => {
    const pending = app.inject({ url: '/test/sleep' });
    expect(await terminate(`query like '%pg_sleep(30)%' and state = 'active'`)).toBe(1);
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'unavailable' });
    expect(res.headers['retry-after']).toBe('1');
  });

  it('keeps the process alive when a checked-out client dies between two queries', async () => {
    const pending = app.inject({ url: '/test/transaction' });
    expect(await terminate(`state = 'idle in transaction'`)).toBe(1);
    // Give the socket time to close: without an error listener this 'error' ends the process.
    await new Promise((r) => setTimeout(r, 300));
    releaseGate();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'unavailable' });
  });

  it('serves the next requests on fresh connections', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/test/ok' })).statusCode).toBe(200);
  });
});
