import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import { grantApp } from './app-grants';
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
  // The pool listens on idle clients only. A client checked out for a transaction whose
  // connection dies between two queries emits 'error' with nobody listening, which ends the
  // process; this listener keeps it alive. The caller's next query then fails (answered 503,
  // see isConnectionLost) and the pool drops the client on release as no longer queryable.
  // (Silent: the failed request is logged as 503, an idle client by the pool's handler above.)
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return drizzle(pool, { schema }) as Db;
}

/** Ends the pool at shutdown; queries after it fail. */
export function closeDb(db: Db): Promise<void> {
  return db.$client.end();
}

/** The pool's connections now, for the metrics. */
export function poolCounts(db: Db): { total: number; idle: number; waiting: number } {
  const pool = db.$client;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * SQLSTATE classes and socket errors that mean the database connection is gone (PostgreSQL
 * shutting down or restarting, the backend terminated, the network dropped): the request did
 * not fail on its own input and may be retried, so it is answered 503, not 500.
 */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'terminating connection',
];

export function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    // A Unix socket that is gone (the embedded PostgreSQL is down) answers ENOENT to connect.
    if (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
    if (LOST_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
  }
  return false;
}

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server/db/migrations');

/** Any fixed number: names the lock that lets one of several starting processes migrate. */
const MIGRATION_LOCK = 4_242_014;

/**
 * Applies pending migrations; processes starting together take turns (the others then find none).
 * With `ownerUrl` (decision 022c) they run as the owner role, which then grants the role of `db`
 * (the app's) what it needs; without it, on `db` itself (one role for both). A process whose
 * migrations are current changes no schema, so an app role may start alone beside its owner.
 */
export async function migrateDb(db: Db, ownerUrl?: string): Promise<void> {
  if (!ownerUrl) return migrateOn(db, null);
  const app = await db.$client.query<{ role: string }>('select current_user as role');
  const owner = createDb(ownerUrl, 1);
  try {
    await migrateOn(owner, app.rows[0]?.role ?? null);
  } finally {
    await owner.$client.end();
  }
}

async function migrateOn(db: Db, appRole: string | null): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if ((await appliedMigration(client)) < newestMigration()) {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }).catch(
        (err: unknown) => {
          // 42501: a role without the owner's rights (an app role given no DATABASE_OWNER_URL).
          if (sqlState(err) !== '42501') throw err;
          throw new Error(`migrations need the owner role (DATABASE_OWNER_URL): ${String(err)}`, {
            cause: err,
          });
        },
      );
    }
    const me = await client.query<{ role: string }>('select current_user as role');
    if (appRole && appRole !== me.rows[0]?.role) await grantApp(client, appRole);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The `when` of the newest migration shipped with this build (drizzle stores it as created_at). */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The `when` of the newest migration applied to the database; 0 before the first. */
async function appliedMigration(client: pg.PoolClient): Promise<number> {
  const journal = await client.query<{ t: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as t",
  );
  if (!journal.rows[0]?.t) return 0;
  const res = await client.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  return Number(res.rows[0]?.last ?? 0);
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: each connection parses and plans it once, not at
 * every call (the hot writes, decision 019j). A name must always go with the same SQL text (the
 * values may differ); node-postgres refuses a name reused for another text.
 */
export async function executePrepared<T extends pg.QueryResultRow>(
  q: Db | Tx,
  name: string,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  const prepared = q._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as pg.QueryResult<T>;
}
