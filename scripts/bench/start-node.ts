import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@server/free-port';
import { type Child, failOnExit, spawnNode } from './child-process';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';

export type AppNode = { child: Child; url: string };

/**
 * One more app process on the bench database (`DATABASE_URL`), for scenarios that need several
 * processes on one PostgreSQL; resolves once `GET /api/settings.php` answers. `echo: false` keeps
 * its output (one line per request) off the terminal; failures still show its last lines.
 */
export async function startNode(databaseUrl: string, name: string, echo = true): Promise<AppNode> {
  const port = await freePort();
  const child = spawnNode({
    name,
    args: ['--import', 'tsx', 'scripts/bench/app-entry.ts'],
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: `./${BENCH_DATA_DIR}`,
      SEED_DEMO: '0',
      // Production speed (no response validation) without production's SMTP_URL requirement.
      NODE_ENV: 'test',
      DEV_MAIL: '0',
    },
    echo,
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`${url}/api/settings.php`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(250);
    }
  })();
  await Promise.race([ready, failOnExit(child)]);
  return { child, url };
}
