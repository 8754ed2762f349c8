import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
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
