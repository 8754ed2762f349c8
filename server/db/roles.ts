import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';

/** Owns the schema and runs the migrations (decision 022c). */
export const OWNER_ROLE = 'amorio_owner';
/** What the app serves requests as: rows only, see app-grants.ts. */
export const APP_ROLE = 'amorio_app';

const ROLES_SQL = path.join(PROJECT_ROOT, 'server/db/roles.sql');

/**
 * Creates the owner and app roles if missing and hands the database to the owner (roles.sql),
 * then sets both passwords. `adminUrl`: a superuser on the app's database. Safe to repeat, so a
 * database made by an earlier version (everything owned by the superuser) is converted at start.
 */
export async function ensureRoles(adminUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(fs.readFileSync(ROLES_SQL, 'utf8'));
    for (const role of [OWNER_ROLE, APP_ROLE]) {
      await client.query(`alter role ${role} password ${client.escapeLiteral(password)}`);
    }
  } finally {
    await client.end();
  }
}

/** `url` signed in as `role` (same host, port and database). */
export function asRole(url: string, role: string, password: string): string {
  const u = new URL(url);
  u.username = role;
  u.password = password;
  return u.toString();
}
