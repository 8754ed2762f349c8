import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ServerProcess = {
  /** http://127.0.0.1:port, the same across restarts. */
  url: string;
  /** The server's DATA_DIR (embedded database, uploads), kept across restarts. */
  dataDir: string;
  /** Spawns `server/main.ts` and resolves once it answers /api/settings.php. */
  start(): Promise<void>;
  /** Sends `signal` and answers the exit code (null when killed by the signal or not running). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  /** Kills a running server and removes the data folder; for afterAll. */
  dispose(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * The real server as `npm start` runs it (its own process, its own port on 127.0.0.1), for tests
 * of what only a process shows: start-up, SIGTERM, SIGKILL. `env` adds to or overrides the
 * environment, e.g. DATABASE_URL for a test database; without it the server starts its embedded
 * PostgreSQL in `dataDir`.
 */
export async function createServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-server-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return c?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
    c.kill(signal);
    return exited;
  }

  return {
    url,
    dataDir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let i = 0; i < 240; i++) {
        const ok = await fetch(`${url}/api/settings.php`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('server did not start');
    },
    stop,
    async dispose() {
      await stop('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
