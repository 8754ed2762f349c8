import { type Child, failOnExit, spawnNode } from './child-process';
import { ROOT_DIR } from './paths';

export type RunningServer = { child: Child; url: string };

const READY_TIMEOUT_MS = 30_000;

/** Starts the bare `node:http` hello server in a child process; resolves once it listens. */
export async function startHello(onSpawn: (child: Child) => void): Promise<RunningServer> {
  const child = spawnNode({
    name: 'hello',
    args: ['--import', 'tsx', 'scripts/bench/hello-server.ts'],
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: '0' },
  });
  onSpawn(child);
  const port = await Promise.race([
    new Promise<number>((resolve) => {
      child.onLine((line) => {
        const m = /^listening on (\d+)$/.exec(line.trim());
        if (m?.[1]) resolve(Number(m[1]));
      });
    }),
    failOnExit(child),
    timeout(READY_TIMEOUT_MS, 'hello server did not start'),
  ]);
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Rejects after `ms`; the timer does not keep the process alive. */
export async function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms).unref();
  });
}
