import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server';
import { signUpOverHttp } from './test/http-member';
import { multipartFile, testJpeg } from './test/multipart';
import { freePort, waitForHttp } from './test/process-helpers';
import { createTestDb, type TestDb } from './test/test-db';

// Inside the project: the compiled server finds migrations and site configs from package.json.
const outdir = path.resolve(`dist/test-server-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-prod-build-'));
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
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The processes whose parent is `pid`, with their command lines. */
function childrenOf(pid: number): { pid: number; cmdline: string }[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return [];
      return [{ pid: Number(entry), cmdline: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8') }];
    } catch {
      return [];
    }
  });
}

describe('npm run build: the compiled server (dist/server/main.js)', () => {
  it('starts under plain node, answers, and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const c = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: tdb.url,
        DATA_DIR: dataDir,
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
    // Ready once its nudity model is loaded, in the compiled classifier process (photo-classifier.js).
    const readyz = async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).json();
    await expect.poll(async () => (await readyz()).checks.classifier, { timeout: 60_000 }).toBe('ok');
    expect(await readyz()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', listen: 'ok', draining: 'ok', classifier: 'ok' },
    });
    const classifiers = childrenOf(c.pid as number).filter((p) => p.cmdline.includes('photo-classifier.js'));
    expect(classifiers).toHaveLength(1);

    // A photo goes through the compiled decoder process (photo-decoder.js), started by main.js.
    const ua = 'prod-build-test';
    const member = await signUpOverHttp(`http://127.0.0.1:${port}`, tdb, 'prod-build', ua);
    const m = multipartFile('me.jpg', 'image/jpeg', await testJpeg());
    const photo = await fetch(`http://127.0.0.1:${port}/api/profileimage.php`, {
      method: 'POST',
      headers: { cookie: member.cookie, 'user-agent': ua, 'content-type': m.contentType },
      body: new Uint8Array(m.payload),
    });
    expect(photo.status).toBe(200);
    const decoders = childrenOf(c.pid as number).filter((p) => p.cmdline.includes('photo-decoder.js'));
    expect(decoders).toHaveLength(1);
    // And is classified by the compiled model, off the request path.
    const { id } = ((await photo.json()) as { image: { id: number } }).image;
    const state = async () =>
      (await tdb.db.$client.query('select classify_state from images where id = $1', [id])).rows[0]
        ?.classify_state;
    await expect.poll(state, { timeout: 30_000 }).toBe('done');

    const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
    c.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
    // The decoder and the classifier end with the server: none is left behind (at nice 19 it may
    // take a moment).
    for (const helper of [...decoders, ...classifiers]) {
      await expect.poll(() => fs.existsSync(`/proc/${helper.pid}`), { timeout: 10_000 }).toBe(false);
    }
  });
});
