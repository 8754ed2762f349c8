import type pg from 'pg';

/** A payload no publisher sends: the end of what a test waits for. */
const MARK = 'amorio-test:end-of-notifications';

/**
 * The payloads NOTIFY'd on `channel` while `fn` runs. A database delivers notifications in commit
 * order, so a marker sent once `fn` has finished arrives after everything `fn` committed: the wait
 * ends on it instead of on a guessed pause, which a busy host can outlast.
 */
export async function notificationsDuring(
  pool: pg.Pool,
  channel: string,
  fn: () => Promise<void>,
): Promise<string[]> {
  const client = await pool.connect();
  const got: string[] = [];
  let marked = (): void => undefined;
  const end = new Promise<void>((resolve) => {
    marked = resolve;
  });
  client.on('notification', (n) => {
    if (n.channel !== channel) return;
    if (n.payload === MARK) marked();
    else got.push(n.payload ?? '');
  });
  await client.query(`listen ${client.escapeIdentifier(channel)}`);
  try {
    await fn();
    await pool.query('select pg_notify($1, $2)', [channel, MARK]);
    await end;
  } finally {
    await client.query(`unlisten ${client.escapeIdentifier(channel)}`);
    client.release();
  }
  return got;
}
