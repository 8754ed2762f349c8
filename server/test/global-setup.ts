import fs from 'node:fs';
import path from 'node:path';
import { createDb, migrateDb } from '@server/db/client';
import { EMBEDDED_PASSWORD, type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { APP_ROLE, asRole, ensureRoles, OWNER_ROLE } from '@server/db/roles';
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
 * One PostgreSQL for the whole run (DATABASE_URL, a superuser, else embedded), and one migrated
 * template database that every test file clones (CREATE DATABASE … TEMPLATE is a fast file copy).
 * As in production the owner role migrates it and the app's role gets only its grants, so a
 * test that needs a right the app lacks fails (decision 022c).
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = path.resolve('data/test-postgres');
    fs.rmSync(dir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
    adminUrl = embedded.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  await ensureRoles(templateUrl, EMBEDDED_PASSWORD);
  const db = createDb(asRole(templateUrl, APP_ROLE, EMBEDDED_PASSWORD), 2);
  await migrateDb(db, asRole(templateUrl, OWNER_ROLE, EMBEDDED_PASSWORD));
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
