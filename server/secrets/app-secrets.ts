import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

/**
 * App-wide secrets live in the app_secrets table, so every process of one deployment shares them
 * without configuration. Reads a generated secret, creating it once; concurrent starts agree on
 * the first one stored.
 */
export async function ensureSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.execute(
    sql`insert into app_secrets (name, value) values (${name}, ${make()}) on conflict (name) do nothing`,
  );
  const res = await db.execute<{ value: string }>(sql`select value from app_secrets where name = ${name}`);
  const value = res.rows[0]?.value;
  if (value === undefined) throw new Error(`secret ${name} missing`);
  return value;
}

/** 256 random bits, for secrets nobody types. */
export const randomSecret = () => randomBytes(32).toString('base64url');
