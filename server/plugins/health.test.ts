import { createDb, type Db } from '@server/db/client';
import { startTcpForwarder, type TcpForwarder } from '@server/test/tcp-forwarder';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { createTestDb, type TestDb } from '@server/test/test-db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgListener } from './pg-listener';

let t: TestApp;
let tdb: TestDb;
let forwarder: TcpForwarder;
let db: Db;
let listener: PgListener;
let draining = false;

beforeAll(async () => {
  tdb = await createTestDb();
  // The app reaches its database through a forwarder the test can cut.
  const real = new URL(tdb.url);
  forwarder = await startTcpForwarder({ host: real.hostname, port: Number(real.port) });
  const via = new URL(tdb.url);
  via.port = String(forwarder.port);
  db = createDb(via.toString(), 4);
  listener = new PgListener(via.toString());
  await listener.start();
  t = await createTestApp({ db, listener, isDraining: () => draining });
});

afterAll(async () => {
  await t.close();
  await listener.stop();
  await db.$client.end().catch(() => {});
  await forwarder.close();
  await tdb.drop();
});

async function readyz() {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } };
}

type Ready = Awaited<ReturnType<typeof readyz>>;

async function eventually(want: (r: Ready) => boolean, ms: number): Promise<Ready> {
  const until = Date.now() + ms;
  let last = await readyz();
  while (!want(last) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await readyz();
  }
  return last;
}

describe('GET /healthz and /readyz', () => {
  it('healthz answers while the process lives, with a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(again.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it('readyz is 200 with the database, migrations and LISTEN connection up', async () => {
    const r = await readyz();
    expect(r.status).toBe(200);
    expect(r.body.checks).toEqual({ database: 'ok', migrations: 'ok', listen: 'ok', draining: 'ok' });
  });

  it('readyz is 503 while the database is unreachable and 200 again after it returns', {
    timeout: 40_000,
  }, async () => {
    await forwarder.down();
    const down = await eventually((r) => r.body.checks.listen === 'failing', 5_000);
    expect(down.status).toBe(503);
    expect(down.body.checks.database).toBe('failing');
    expect(down.body.checks.listen).toBe('failing');
    // healthz is liveness only: a database outage is no reason to restart the process.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await forwarder.up();
    const back = await eventually((r) => r.status === 200, 30_000);
    expect(back.body.checks).toEqual({ database: 'ok', migrations: 'ok', listen: 'ok', draining: 'ok' });
  });

  it('readyz is 503 when the database lacks a migration this build ships', async () => {
    // The journal is the owner's (decision 022c); the app only reads it.
    const owner = new pg.Client({ connectionString: tdb.ownerUrl });
    await owner.connect();
    const removed = await owner.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at',
    );
    try {
      const r = await readyz();
      expect(r.status).toBe(503);
      expect(r.body.checks.migrations).toBe('failing');
      expect(r.body.checks.database).toBe('ok');
    } finally {
      const row = removed.rows[0] as { hash: string; created_at: string };
      await owner.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        row.hash,
        row.created_at,
      ]);
      await owner.end();
    }
    expect((await readyz()).status).toBe(200);
  });

  it('readyz is 503 while the process drains', async () => {
    draining = true;
    const r = await readyz();
    draining = false;
    expect(r.status).toBe(503);
    expect(r.body.checks.draining).toBe('failing');
  });
});
