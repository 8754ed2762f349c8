import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfigs, syncSites } from '../sites/load-sites';
import { createDb, migrateDb } from './client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded';

/**
 * A data directory from before the app had its own role (decision 022c): PostgreSQL's superuser
 * made and owns every table. The next start creates the roles and hands the schema to the
 * owner; the app then runs as its role on the same data.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-roles-'));
let database: EmbeddedDatabase | null = null;

async function asAdmin<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: database?.adminUrl });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  database = await startEmbeddedPostgres(dir, () => {});
  // As the earlier version did: migrations applied by the superuser, no roles of our own.
  const old = createDb(database.adminUrl, 1);
  await migrateDb(old);
  await syncSites(old, readSiteConfigs());
  await old.$client.query(`insert into users (site_key, email, password_hash, language)
    values ('demo', 'before@example.com', 'x', 'en')`);
  await old.$client.end();
  await asAdmin(`alter database amorio owner to postgres; alter schema public owner to pg_database_owner;
    drop role amorio_app; drop role amorio_owner;`);
  await database.stop();
  database = await startEmbeddedPostgres(dir, () => {});
}, 120_000);

afterAll(async () => {
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an embedded database from an earlier version', () => {
  it('is handed to the owner role at start, and the app runs on it as its own role', async () => {
    const notOwners = await asAdmin(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relowner <> 'amorio_owner'::regrole`);
    expect(notOwners).toEqual([]);
    const app = createDb(database?.socketUrl ?? '', 2);
    try {
      await migrateDb(app, database?.ownerSocketUrl);
      const me = await app.$client.query('select current_user as role');
      expect(me.rows).toEqual([{ role: 'amorio_app' }]);
      const before = await app.$client.query("select email from users where email = 'before@example.com'");
      expect(before.rowCount).toBe(1);
      await app.$client.query(`insert into staff (email, name, password_hash, role, sites, totp_secret)
        values ('roles@example.com', 'R', 'x', 'admin', '{demo}', 'x')`);
      await app.$client.query(
        `insert into staff_audit (staff_id, action) select id, 'staff.sign_in' from staff`,
      );
      await expect(app.$client.query('delete from staff_audit')).rejects.toThrow(/permission denied/);
    } finally {
      await app.$client.end();
    }
    // The owner can change the schema it now owns (the next migration will).
    const owner = new pg.Client({ connectionString: database?.ownerUrl });
    await owner.connect();
    await owner.query('alter table users add column later int; alter table users drop column later');
    await owner.end();
  });
});
