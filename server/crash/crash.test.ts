import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { checkInvariants, client, type Load, retryUnacked, startLoad } from './crash-load';

/**
 * Crash suite: the real server process (server/main.ts) on its own PostgreSQL, under message
 * sends and payment settlements, through terminated backends, a PostgreSQL restart, SIGKILL and
 * SIGTERM. After each: the app answers again by itself, and every acknowledged message and
 * settlement exists once and every ledger sums to its balance.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-crash-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
fs.chmodSync(dir, 0o755);
let pgPort = 0;
let database: EmbeddedDatabase;
let admin: pg.Pool;
let server: ChildProcess | null = null;
let port = 0;
let api: ReturnType<typeof client>;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: database.url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await answering();
}

/** Waits until the app answers (by itself: nobody helps it). */
async function answering(ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/settings.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server does not answer');
}

async function signal(sig: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
  const c = server;
  server = null;
  if (!c || c.exitCode !== null) return c?.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
  c.kill(sig);
  return exited;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (l: Load) => l.ackedMessages.size + l.ackedPaidOrders.size;
async function untilAcked(l: Load, n: number): Promise<void> {
  for (let i = 0; ok(l) < n && i < 400; i++) await sleep(25);
}
/** Answers that are neither success nor "try again": a 500, a reset in-flight request. */
function failures(l: Load, allowed: string[]): Record<string, number> {
  return Object.fromEntries([...l.seen].filter(([k]) => !allowed.includes(k)));
}
const figures: string[] = [];
function record(name: string, l: Load): void {
  figures.push(
    `${name}: ${l.ackedMessages.size} messages and ${l.ackedPaidOrders.size} payments acknowledged, ` +
      `${l.unackedMessages.length + l.unackedOrders.length} retried; answers ${JSON.stringify(Object.fromEntries(l.seen))}`,
  );
}

beforeAll(async () => {
  pgPort = await freePort();
  database = await startEmbeddedPostgres(path.join(dir, 'postgres'), () => {}, pgPort);
  admin = new pg.Pool({ connectionString: database.url, max: 2 });
  admin.on('error', () => {});
  port = Number(process.env.CRASH_PORT) || (await freePort());
  api = client(`http://127.0.0.1:${port}`);
  await startServer();
}, 90_000);

afterAll(async () => {
  await signal('SIGKILL');
  await admin?.end();
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`crash suite:\n  ${figures.join('\n  ')}`);
});

describe('crash suite on the real server process', () => {
  it('survives terminated database backends under load', { timeout: 60_000 }, async () => {
    const load = await startLoad(api, admin, { senders: 4, buyers: 2, perMember: 40 });
    await untilAcked(load, 10);
    let terminated = 0;
    for (let i = 0; i < 4; i++) {
      const r = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
           and application_name = ''`,
      );
      terminated += r.rowCount ?? 0;
      await sleep(150);
    }
    await load.stop();
    expect(terminated).toBeGreaterThan(0);
    expect(server?.exitCode).toBeNull();
    expect(failures(load, ['200', '503'])).toEqual({});
    await answering(5_000);
    await retryUnacked(api, load);
    expect(await checkInvariants(admin, load)).toEqual([]);
    record(`terminate (${terminated} backends)`, load);
  });

  it('comes back by itself after PostgreSQL restarts under load', { timeout: 90_000 }, async () => {
    const load = await startLoad(api, admin, { senders: 4, buyers: 2, perMember: 40 });
    await untilAcked(load, 10);
    await admin.end();
    await database.stop();
    await sleep(300);
    database = await startEmbeddedPostgres(path.join(dir, 'postgres'), () => {}, pgPort);
    admin = new pg.Pool({ connectionString: database.url, max: 2 });
    admin.on('error', () => {});
    await sleep(500);
    await load.stop();
    expect(server?.exitCode).toBeNull();
    await answering(10_000);
    expect(failures(load, ['200', '503'])).toEqual({});
    await retryUnacked(api, load);
    expect(await checkInvariants(admin, load)).toEqual([]);
    record('PostgreSQL restart', load);
  });

  it('loses nothing acknowledged when the process is killed (SIGKILL)', { timeout: 90_000 }, async () => {
    const load = await startLoad(api, admin, { senders: 4, buyers: 2, perMember: 40 });
    await untilAcked(load, 20);
    await signal('SIGKILL');
    await load.stop();
    await startServer();
    await retryUnacked(api, load);
    expect(await checkInvariants(admin, load)).toEqual([]);
    record('SIGKILL', load);
  });

  it('drains on SIGTERM: in-flight requests answered, exit 0', { timeout: 90_000 }, async () => {
    const load = await startLoad(api, admin, { senders: 4, buyers: 2, perMember: 40 });
    await untilAcked(load, 20);
    expect(await signal('SIGTERM')).toBe(0);
    await load.stop();
    // Refused connections are fine (nobody listens any more); a reset in-flight request is not.
    expect(failures(load, ['200', '503', 'ECONNREFUSED'])).toEqual({});
    await startServer();
    await retryUnacked(api, load);
    expect(await checkInvariants(admin, load)).toEqual([]);
    record('SIGTERM', load);
  });
});
