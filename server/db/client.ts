import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// Dates stay strings: a birth date must never shift with the server's time zone.
pg.types.setTypeParser(1082, (v) => v);
// bigint counts and ids fit in a JS number for this product.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closed (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`[db] idle connection error: ${err.message}`));
  return drizzle(pool, { schema }) as Db;
}

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');

/** Any fixed number: names the lock that lets one of several starting processes migrate. */
const MIGRATION_LOCK = 4_242_014;

/** Applies pending migrations; processes starting together take turns (the others then find none). */
export async function migrateDb(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
