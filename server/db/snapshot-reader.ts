import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Row = Record<string, unknown>;

export type SnapshotReader = {
  /**
   * The rows of `query` in its order, `batch` at a time, through a server-side cursor: a result
   * of any size is never held whole, and the next batch is fetched only when the caller asks.
   */
  batches(query: SQL, batch: number): AsyncGenerator<Row[], void, undefined>;
  /** Ends the transaction and gives the connection back (dropped when `failed`). Idempotent. */
  close(failed?: boolean): Promise<void>;
};

const dialect = new PgDialect();

/**
 * Several queries read from one consistent snapshot (repeatable read, read only) on one pooled
 * connection, kept until `close()`. The connection is the scarce part: the caller bounds how many
 * readers run at once and closes the reader when its consumer stalls. As a backstop, PostgreSQL
 * ends the session when the transaction sits idle longer than `idleMs` (a forgotten close).
 */
export async function openSnapshot(db: Db, idleMs: number): Promise<SnapshotReader> {
  const client = await db.$client.connect();
  let closed = false;
  let cursors = 0;
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(`set local idle_in_transaction_session_timeout = ${Math.round(idleMs)}`);
  } catch (err) {
    client.release(true);
    throw err;
  }
  return {
    async *batches(query, batch) {
      cursors += 1;
      const name = `snapshot_cursor_${cursors}`;
      const q = dialect.sqlToQuery(query);
      await client.query(`declare ${name} no scroll cursor for ${q.sql}`, q.params);
      for (;;) {
        // Closed meanwhile (the consumer went away): the connection is no longer ours.
        if (closed) return;
        const { rows } = await client.query<Row>(`fetch forward ${Math.round(batch)} from ${name}`);
        if (rows.length > 0) yield rows;
        if (rows.length < batch) break;
      }
      if (!closed) await client.query(`close ${name}`);
    },
    async close(failed = false) {
      if (closed) return;
      closed = true;
      let broken = failed;
      // A read-only transaction has nothing to keep: rolling back also closes open cursors.
      await client.query('rollback').catch(() => {
        broken = true;
      });
      client.release(broken);
    },
  };
}
