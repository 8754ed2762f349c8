import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '@server/db/client';
import { EMBEDDED_PASSWORD } from '@server/db/embedded';
import { APP_ROLE, asRole, OWNER_ROLE } from '@server/db/roles';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * `db` and `url` sign in as the app's role, as the app does; `ownerUrl` as the owner (for a
 * fixture or check beyond the app's rights).
 */
export type TestDb = { db: Db; url: string; ownerUrl: string; drop(): Promise<void> };

/** A fresh database for one test file, cloned from the migrated template (sites synced). */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB} owner ${OWNER_ROLE}`);
  await admin.end();
  const url = asRole(withDatabase(adminUrl, name), APP_ROLE, EMBEDDED_PASSWORD);
  const db = createDb(url, 10);
  return {
    db,
    url,
    ownerUrl: asRole(url, OWNER_ROLE, EMBEDDED_PASSWORD),
    async drop() {
      await db.$client.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
