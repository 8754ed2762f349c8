import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@server/free-port';
import { APP_GC_FLAGS } from './app-nodes';
import { type Child, failOnExit, spawnNode } from './child-process';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';
import { type RunningServer, timeout } from './start-hello';

const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 250;

/**
 * Starts the real app (`server/main.ts`, through app-entry.ts) in a child process on embedded
 * PostgreSQL kept in data/bench, and resolves once `GET /api/settings.php` answers 200.
 */
export async function startApp(onSpawn: (child: Child) => void): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `./${BENCH_DATA_DIR}`,
    // An empty data/bench gets the demo members, photos and logins: the pages scenario measures the
    // member pages as a demo member sees them (issue 23). A database with profiles is left alone.
    SEED_DEMO: '1',
    // Production speed (no response validation) without production's SMTP_URL requirement.
    NODE_ENV: 'test',
    DEV_MAIL: '0',
    // The push scenario's local push service speaks plain http on loopback.
    PUSH_INSECURE_ENDPOINTS: '1',
    // No nudity model in the app: classifying the demo photos at start would load every other
    // scenario; the photos scenario starts classifier processes of its own when it measures.
    PHOTO_CLASSIFIER: '0',
  };
  // Always the embedded database: the bench signs up members and must never touch a real one.
  delete env.DATABASE_URL;
  // BENCH_CPU_PROF=<dir>: a CPU profile of the app written to <dir>/app/ on exit (as app-nodes.ts).
  const prof = process.env.BENCH_CPU_PROF;
  const child = spawnNode({
    name: 'app',
    args: [
      ...APP_GC_FLAGS,
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.join(prof, 'app')}`] : []),
      '--import',
      'tsx',
      'scripts/bench/app-entry.ts',
    ],
    cwd: ROOT_DIR,
    env,
    // The app logs one JSON line per request, as shipped, and the bench reads them all (the tail
    // goes into error messages); it does not print them. Printing 9,000 lines a second from the
    // process that also runs autocannon took that process's CPU and, once the pipe was full,
    // stalled the app on its own log writes: the search bench measured the terminal (019b).
    echo: false,
  });
  onSpawn(child);
  const url = `http://127.0.0.1:${port}`;
  const polling = new AbortController();
  try {
    await Promise.race([
      waitForOk(`${url}/api/settings.php`, polling.signal),
      failOnExit(child),
      timeout(READY_TIMEOUT_MS, `app did not answer 200 on GET ${url}/api/settings.php`),
    ]);
  } finally {
    polling.abort();
  }
  return { child, url };
}

async function waitForOk(url: string, stop: AbortSignal): Promise<void> {
  while (!stop.aborted) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw new Error('stopped waiting');
}

/**
 * Waits until the embedded PostgreSQL of data/bench has gone (its pid file removed or its process
 * dead): the app can exit before the database finishes its shutdown checkpoint, and the next
 * run could not start on the same data directory meanwhile.
 */
export async function waitForDatabaseExit(timeoutMs: number): Promise<void> {
  const pidFile = path.join(ROOT_DIR, BENCH_DATA_DIR, 'postgres', 'postmaster.pid');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pid = await readPid(pidFile);
    if (pid === null || !isAlive(pid)) return;
    await sleep(POLL_MS);
  }
  console.error(
    `warning: PostgreSQL of ${BENCH_DATA_DIR} still runs ${timeoutMs / 1000} s after the app stopped`,
  );
}

async function readPid(file: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
    return pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive but owned by another user (the `postgres` user when we run as root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
