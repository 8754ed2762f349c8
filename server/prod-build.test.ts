import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server';
import { freePort, waitForHttp } from './test/process-helpers';
import { createTestDb, type TestDb } from './test/test-db';

// Inside the project: the compiled server finds migrations and site configs from package.json.
const outdir = path.resolve(`dist/test-server-${process.pid}`);
let tdb: TestDb;
let child: ChildProcess | null = null;

beforeAll(async () => {
  tdb = await createTestDb();
  await buildServer(outdir);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await tdb.drop();
  fs.rmSync(outdir, { recursive: true, force: true });
});

describe('npm run build: the compiled server (dist/server/main.js)', () => {
  it('starts under plain node, answers, and exits 0 on SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const c = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: tdb.url,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = c;
    await waitForHttp(`http://127.0.0.1:${port}/api/settings.php`);
    const settings = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).name).toBeTypeOf('string');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', listen: 'ok', draining: 'ok' },
    });

    const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
    c.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
  });
});
