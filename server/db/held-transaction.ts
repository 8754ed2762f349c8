import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Db } from './client';
import * as schema from './schema';

/** Queries of a held transaction, with the `sql` tag like any other (`q.execute(sql…)`). */
export type HeldTx = NodePgDatabase<typeof schema>;

function ignoreLateError(): void {}

/**
 * A transaction on a connection of its own, held while `work` talks to the outside world between
 * its statements: the outbox jobs (decision 012) lock rows, deliver them over the network, then
 * mark them. Not drizzle's `db.transaction`, because the work must learn that the connection died
 * meanwhile (a restart, a shutdown): its 'error' event lands here instead of crashing the process,
 * `throwIfBroken` throws then, so the batch rolls back instead of being marked, and a broken
 * connection is not sent a rollback and is destroyed instead of going back to the pool.
 */
export async function inHeldTransaction<T>(
  db: Db,
  work: (q: HeldTx, throwIfBroken: () => void) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | null = null;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  // Stays on the client: the pool may end it after release (shutdown), when a late FATAL from
  // the server would otherwise be an unhandled 'error' event.
  if (!client.listeners('error').includes(ignoreLateError)) client.on('error', ignoreLateError);
  const throwIfBroken = () => {
    if (broken) throw broken;
  };
  try {
    await client.query('begin');
    const result = await work(drizzle(client, { schema }), throwIfBroken);
    await client.query('commit');
    return result;
  } catch (err) {
    if (!broken) await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken ?? undefined);
  }
}
