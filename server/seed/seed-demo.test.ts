import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '@server/accounts/password';
import { readSiteConfigs } from '@server/sites/load-sites';
import { createLocalStorage } from '@server/storage/local-storage';
import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, demoLoginLines } from './demo-logins';
import { seedDemoIfEmpty } from './seed-demo';

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
  const tdb = setUpTestDb();
  let dataDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-seed-'));
    await seedDemoIfEmpty(tdb.db, createLocalStorage(path.join(dataDir, 'uploads')), readSiteConfigs(), (m) =>
      logs.push(m),
    );
  }, 60_000);

  afterAll(async () => {
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

  it('creates the demo logins on their own site with their known passwords', async () => {
    for (const login of DEMO_LOGINS) {
      const res = await tdb.db.execute<{
        password_hash: string;
        status: string;
        site_key: string;
        has_photo: boolean;
      }>(sql`
        select u.password_hash, u.status, u.site_key,
          exists (select 1 from images i where i.profile_id = p.id and i.status = 'active' and i.is_main) as has_photo
        from users u join profiles p on p.user_id = u.id
        where u.email = ${login.email}`);
      const row = res.rows[0];
      expect(row?.status).toBe('active');
      expect(row?.site_key).toBe(login.site);
      expect(row?.has_photo).toBe(true);
      expect(await verifyPassword(row?.password_hash ?? null, login.password)).toBe(true);
    }
  });

  it('has a demo login on every site and prints each with its site address', () => {
    const sites = readSiteConfigs();
    const lines = demoLoginLines(sites, 8080);
    for (const site of sites) {
      const logins = DEMO_LOGINS.filter((l) => l.site === site.key);
      expect(logins.length).toBeGreaterThan(0);
      const line = lines.find((l) => l.includes(`(${site.template})`) && l.startsWith(site.name));
      for (const login of logins) expect(line).toContain(`${login.email} / ${login.password}`);
    }
    expect(lines.join('\n')).toContain('http://lavish.localhost:8080 — demo logins: magda@pl.amorio.test');
    expect(lines.join('\n')).toContain('http://localhost:8080 — demo logins: anna@demo.amorio.test');
  });

  it('gives every other site (the lavish demo) profiles of its own, each on that site', async () => {
    const res = await tdb.db.execute<{ site_key: string; n: number; wrong_site_users: number }>(sql`
      select p.site_key, count(*)::int as n,
        count(*) filter (where u.id is not null and u.site_key <> p.site_key)::int as wrong_site_users
      from profiles p left join users u on u.id = p.user_id group by p.site_key`);
    const lavish = res.rows.find((r) => r.site_key === 'lavish-pl');
    expect(lavish?.n).toBe(120 + DEMO_LOGINS.filter((l) => l.site === 'lavish-pl').length);
    expect(res.rows.every((r) => r.wrong_site_users === 0)).toBe(true);
  });

  it('gives no two profiles of the same region the same about-me text', async () => {
    const res = await tdb.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select site_key, region_id, personal->>'about_me' as about from profiles
        where personal ? 'about_me'
        group by 1, 2, 3 having count(*) > 1) dupes`);
    expect(res.rows[0]?.n).toBe(0);
    // Within a site, every introduction is its own.
    const distinct = await tdb.db.execute<{ all: number; texts: number }>(sql`
      select count(*)::int as all, count(distinct personal->>'about_me')::int as texts
      from profiles where personal ? 'about_me' group by site_key`);
    for (const row of distinct.rows) expect(row.texts).toBe(row.all);
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
