import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '@server/db/client';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DB, withDatabase } from './global-setup';

export type TestDb = { db: Db; url: string; drop(): Promise<void> };

/** A fresh database for one test file, cloned from the migrated template (sites synced). */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 10);
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
