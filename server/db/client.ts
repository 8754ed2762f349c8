import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export const MIGRATIONS_DIR = new URL('./migrations', import.meta.url).pathname;

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
