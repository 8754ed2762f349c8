import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMember, insertProfiles, memberHeaders, type TestMember } from '../test/social-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDb, type TestDb } from '../test/test-db';
import { createDb, type Db } from './client';

const role = `amorio_reader_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
let t: TestApp;
let tdb: TestDb;
let readDb: Db;
let readerQueries = 0;

async function asAdmin(sql: string, database?: string): Promise<void> {
  const url = new URL(inject('pgAdminUrl'));
  if (database) url.pathname = `/${database}`;
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  await c.query(sql);
  await c.end();
}

beforeAll(async () => {
  tdb = await createTestDb();
  const dbName = new URL(tdb.url).pathname.slice(1);
  // A role that can read everything and change nothing: any write sent to the read pool fails.
  await asAdmin(`create role ${role} login password '${password}'`);
  await asAdmin(
    `grant connect on database ${dbName} to ${role};
     grant usage on schema public to ${role};
     grant select on all tables in schema public to ${role};`,
    dbName,
  );
  const url = new URL(tdb.url);
  url.username = role;
  url.password = password;
  readDb = createDb(url.toString(), 4);
  readDb.$client.on('acquire', () => {
    readerQueries += 1;
  });
  t = await createTestApp({ db: tdb.db, readDb });
});

afterAll(async () => {
  await t.close();
  await readDb.$client.end();
  await tdb.drop();
  await asAdmin(`drop role if exists ${role}`);
});

/** Runs `fn` and answers how many times it took a connection from the read pool. */
async function readsDuring(fn: () => Promise<void>): Promise<number> {
  const before = readerQueries;
  await fn();
  return readerQueries - before;
}

const member = () => createMember(t.app, tdb.db, { gender: 'male', birth_date: '1988-08-08', country: 'BE' });

describe('DATABASE_READ_URL: a read pool for search, member pages and likes', () => {
  it('the read role really cannot write', async () => {
    await expect(readDb.$client.query("update sites set key = key where key = 'demo'")).rejects.toThrow(
      /permission denied/,
    );
  });

  it('search, member pages and the likes list read through it; likes and marking seen still write', async () => {
    const a: TestMember = await member();
    const [lotte] = await insertProfiles(tdb.db, 'demo', [
      { name: 'Lotte', gender: 'female', birth_date: '1990-01-01', country: 'BE' },
    ]);
    const b = await createMember(t.app, tdb.db, {
      gender: 'female',
      birth_date: '1991-02-02',
      country: 'BE',
    });

    let search = { statusCode: 0, json: () => ({}) as { profiles: { id: number }[] } };
    expect(
      await readsDuring(async () => {
        search = await t.app.inject({
          url: '/api/search.php?gender=female&min_age=18&max_age=99&country=BE',
          headers: memberHeaders(a),
        });
      }),
    ).toBeGreaterThan(0);
    expect(search.statusCode).toBe(200);
    expect(search.json().profiles.map((p) => p.id)).toContain(lotte);

    // A like is a write: it goes to the primary, with the read pool configured.
    // a liked b first: b's like is mutual, so a free member sees it as new (decision 010a).
    const mutual = await t.app.inject({
      method: 'POST',
      url: '/api/likes.php',
      headers: memberHeaders(a),
      payload: { profile: b.profileId },
    });
    expect(mutual.statusCode).toBe(200);
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/likes.php',
      headers: memberHeaders(b),
      payload: { profile: a.profileId },
    });
    expect(like.statusCode).toBe(200);

    let page = { statusCode: 0, json: () => ({}) as { profile: { id: number; like_new: boolean } } };
    expect(
      await readsDuring(async () => {
        page = await t.app.inject({
          url: `/api/member.php?profile=${b.profileId}`,
          headers: memberHeaders(a),
        });
      }),
    ).toBeGreaterThan(0);
    expect(page.statusCode).toBe(200);
    // Opening the page marked b's like seen: that write went to the primary.
    const seen = await tdb.db.$client.query<{ seen: boolean }>(
      'select seen from likes where liker_profile_id = $1 and liked_profile_id = $2',
      [b.profileId, a.profileId],
    );
    expect(seen.rows[0]?.seen).toBe(true);

    let likes = { statusCode: 0 };
    expect(
      await readsDuring(async () => {
        likes = await t.app.inject({ url: '/api/likes.php', headers: memberHeaders(b) });
      }),
    ).toBeGreaterThan(0);
    expect(likes.statusCode).toBe(200);
  });
});
