import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../features/user/password';
import { readSiteConfigs } from '../sites/load-sites';
import { createLocalStorage } from '../storage/local-storage';
import { createTestDb, type TestDb } from '../test/test-db';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed-demo';

type ProfileRow = {
  id: number;
  type: string;
  gender: string | null;
  country: string | null;
  age: number;
  user_id: number | null;
  image_count: number;
  original_key: string | null;
  thumb_key: string | null;
};

describe('seedDemoIfEmpty', () => {
  let tdb: TestDb;
  let dataDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    tdb = await createTestDb();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-seed-'));
    await seedDemoIfEmpty(tdb.db, createLocalStorage(path.join(dataDir, 'uploads')), readSiteConfigs(), (m) =>
      logs.push(m),
    );
  }, 60_000);

  afterAll(async () => {
    await tdb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function profileRows(): Promise<ProfileRow[]> {
    const res = await tdb.db.execute<ProfileRow>(sql`
      select p.id, p.type, p.gender, p.country, p.user_id,
        extract(year from age(current_date, p.birth_date))::int as age,
        (select count(*)::int from images i where i.profile_id = p.id and i.status = 'active' and i.is_main) as image_count,
        (select i.original_key from images i where i.profile_id = p.id and i.is_main limit 1) as original_key,
        (select i.thumb_key from images i where i.profile_id = p.id and i.is_main limit 1) as thumb_key
      from profiles p`);
    return res.rows;
  }

  it('creates a varied population of members and fictional profiles', async () => {
    const rows = await profileRows();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(4);
    const fictional = rows.filter((r) => r.type === 'fictional');
    expect(fictional.length).toBeGreaterThan(0);
    expect(fictional.every((r) => r.user_id === null)).toBe(true);
    expect(rows.filter((r) => r.type === 'real').every((r) => r.user_id !== null)).toBe(true);
    for (const r of rows) {
      expect(r.age).toBeGreaterThanOrEqual(18);
      expect(r.age).toBeLessThanOrEqual(80);
    }
  });

  it('gives every profile one active main photo stored on disk', async () => {
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    const rows = await profileRows();
    for (const r of rows) {
      expect(r.image_count).toBe(1);
      for (const key of [r.original_key, r.thumb_key]) {
        const object = key ? await storage.get(key) : null;
        expect(object?.contentType).toBe('image/webp');
        expect(object?.body.length).toBeGreaterThan(100);
      }
    }
  });

  it('creates the demo logins with their known passwords and prints them', async () => {
    for (const login of DEMO_LOGINS) {
      const res = await tdb.db.execute<{ password_hash: string; status: string; has_photo: boolean }>(sql`
        select u.password_hash, u.status,
          exists (select 1 from images i where i.profile_id = p.id and i.status = 'active' and i.is_main) as has_photo
        from users u join profiles p on p.user_id = u.id
        where u.email = ${login.email}`);
      const row = res.rows[0];
      expect(row?.status).toBe('active');
      expect(row?.has_photo).toBe(true);
      expect(await verifyPassword(row?.password_hash ?? null, login.password)).toBe(true);
      expect(logs.join('\n')).toContain(`${login.email} / ${login.password}`);
    }
  });

  it('gives every other site (the lavish demo) profiles of its own, each on that site', async () => {
    const res = await tdb.db.execute<{ site_key: string; n: number; wrong_site_users: number }>(sql`
      select p.site_key, count(*)::int as n,
        count(*) filter (where u.id is not null and u.site_key <> p.site_key)::int as wrong_site_users
      from profiles p left join users u on u.id = p.user_id group by p.site_key`);
    const lavish = res.rows.find((r) => r.site_key === 'lavish-pl');
    expect(lavish?.n).toBe(120);
    expect(res.rows.every((r) => r.wrong_site_users === 0)).toBe(true);
  });

  it('does nothing when profiles already exist', async () => {
    const before = (await profileRows()).length;
    const more: string[] = [];
    await seedDemoIfEmpty(tdb.db, createLocalStorage(path.join(dataDir, 'uploads')), readSiteConfigs(), (m) =>
      more.push(m),
    );
    expect((await profileRows()).length).toBe(before);
    expect(more).toEqual([]);
  });
});
