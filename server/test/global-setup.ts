import fs from 'node:fs';
import path from 'node:path';
import { createDb, migrateDb } from '@server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { readSiteConfigs, syncSites } from '@server/sites/load-sites';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export const TEMPLATE_DB = 'amorio_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

let embedded: EmbeddedDatabase | null = null;

/**
 * One PostgreSQL for the whole run (DATABASE_URL, else embedded), and one migrated template
 * database that every test file clones (CREATE DATABASE … TEMPLATE is a fast file copy).
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = path.resolve('data/test-postgres');
    fs.rmSync(dir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const db = createDb(templateUrl, 2);
  await migrateDb(db);
  await syncSites(db, readSiteConfigs());
  await db.$client.end();
  project.provide('pgAdminUrl', adminUrl);
}

export async function teardown(): Promise<void> {
  if (embedded) await embedded.stop();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
