import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@server/free-port';

export type ServerProcess = {
  /** http://127.0.0.1:port, the same across restarts. */
  url: string;
  /** The server's DATA_DIR (embedded database, uploads), kept across restarts. */
  dataDir: string;
  /** The running child's pid (undefined when none runs). */
  readonly pid: number | undefined;
  /** True while a started child has not exited. */
  readonly running: boolean;
  /**
   * Spawns `server/main.ts` and resolves once it answers /api/settings.php; `env` adds to the
   * environment given at creation for this start only. Fails at once, with the child's last
   * stderr, when it exits before answering.
   */
  start(env?: Record<string, string>): Promise<void>;
  /** Resolves once the running server answers (by itself: nobody helps it), else throws after `ms`. */
  answering(ms?: number): Promise<void>;
  /**
   * Sends `signal` and answers the exit code (null when killed by the signal or not running).
   * Requests may still be in flight: the returned promise settles when the child has exited.
   */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  /** Kills a running server and removes the data folder; for afterAll. */
  dispose(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The real server as `npm start` runs it (its own process, its own port on 127.0.0.1), for tests
 * of what only a process shows: start-up, SIGTERM, SIGKILL, lost database connections. `env` adds
 * to or overrides the environment, e.g. DATABASE_URL for a test database; without it the server
 * starts its embedded PostgreSQL in `dataDir`. `port` fixes the port (a free one otherwise).
 * The child's stderr is passed through, and its tail kept for the error of a failed start.
 */
export async function createServerProcess(
  opts: { env?: Record<string, string>; port?: number } = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-server-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let stderrTail = '';

  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;

  async function answering(ms = 60_000): Promise<void> {
    for (const end = Date.now() + ms; Date.now() < end && isRunning(); ) {
      const ok = await fetch(`${url}/api/settings.php`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    const why = isRunning() ? `no answer within ${ms} ms` : `exit ${child?.exitCode ?? child?.signalCode}`;
    throw new Error(`server does not answer (${why}):\n${stderrTail}`);
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return c?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
    c.kill(signal);
    return exited;
  }

  return {
    url,
    dataDir,
    get pid() {
      return isRunning() ? child?.pid : undefined;
    },
    get running() {
      return isRunning();
    },
    async start(env = {}) {
      stderrTail = '';
      const c = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          // These tests are about the process (start, signals, lost connections), not photos:
          // loading the nudity model in each would only cost the suite time (model.test.ts has it).
          PHOTO_CLASSIFIER: '0',
          ...opts.env,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      c.stderr?.on('data', (d: Buffer) => {
        process.stderr.write(d);
        stderrTail = (stderrTail + d.toString()).slice(-4000);
      });
      child = c;
      await answering();
    },
    answering,
    stop,
    async dispose() {
      await stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
