import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signupCsrf } from '../common/rules/csrf';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-main-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
let child: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function start(port: number): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/settings.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function stop(): Promise<number | null> {
  const c = child;
  if (!c) return null;
  child = null;
  const exited = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
  c.kill('SIGTERM');
  return exited;
}

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (server/main.ts) on the embedded database', () => {
  it('keeps accounts across a restart and stops cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    await start(port);
    const email = `restart-${Date.now()}@example.com`;
    const ua = 'restart-test';
    const signup = await fetch(`http://127.0.0.1:${port}/api/user.php?new=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      body: JSON.stringify({
        email,
        name: 'Rita',
        password: 'restart-pass-1',
        csrf: await signupCsrf(email, ua),
      }),
    });
    expect(signup.status).toBe(200);
    expect(await stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    await start(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'restart-pass-1' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.profile.name).toBe('Rita');
  });
});
