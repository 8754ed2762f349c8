import { createTestDb, type TestDb } from '@server/test/test-db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PgListener } from './pg-listener';

let tdb: TestDb;
let listener: PgListener;
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);

beforeAll(async () => {
  tdb = await createTestDb();
  listener = new PgListener(tdb.url);
  await listener.start();
  process.on('warning', onWarning);
});

afterAll(async () => {
  process.off('warning', onWarning);
  await listener.stop();
  await tdb.drop();
});

it('channels subscribed at once after start each get their notifications, one LISTEN at a time', async () => {
  const channels = ['alpha_events', 'beta_events', 'gamma_events', 'delta_events'];
  const heard = channels.map(
    (channel) => new Promise<string>((resolve) => listener.on(channel, (payload) => resolve(payload))),
  );
  // The LISTENs leave one after another: notify until every channel has been heard once.
  const got = new Set<string>();
  void Promise.all(heard.map((h) => h.then((p) => got.add(p))));
  for (let i = 0; i < 100 && got.size < channels.length; i++) {
    for (const c of channels) if (!got.has(c)) await tdb.db.execute(sql`select pg_notify(${c}, ${c})`);
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(await Promise.all(heard)).toEqual(channels);
  // pg 8 warns (and pg 9 will refuse) when a client is given a query while one is running.
  expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
});
