import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signupCsrf } from '../../common/rules/csrf';

/**
 * `npm start` after the Node process was killed hard (kill -9, OOM killer) on the embedded
 * database: PostgreSQL stops with its parent, and one left running anyway is stopped by the
 * next start instead of making it fail.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-restart-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
let child: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const c = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child = c;
  let stderr = '';
  c.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  for (let i = 0; i < 240 && c.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/settings.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return c;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start (exit ${c.exitCode}):\n${stderr}`);
}

async function kill9(c: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => c.on('exit', resolve));
  c.kill('SIGKILL');
  await exited;
}

const postmasterPid = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
async function gone(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/** The processes whose parent is `ppid` (Linux /proc). */
function childrenOf(ppid: number): { pid: number; cmdline: string }[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const cmdline = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return parent === ppid ? [{ pid: Number(d), cmdline }] : [];
      } catch {
        return [];
      }
    });
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const c = child;
    const exited = new Promise((resolve) => c.on('exit', resolve));
    c.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('restart after kill -9, and SIGTERM under load, on the embedded database', () => {
  it('stops PostgreSQL with its killed parent, and stops a left-over one on the next start', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const first = await start(port);
    const pg1 = postmasterPid();
    await kill9(first);
    // The watchdog sees its pipe close and shuts PostgreSQL down.
    expect(await gone(pg1, 15_000)).toBe(true);

    const second = await start(port);
    const pg2 = postmasterPid();
    expect(pg2).not.toBe(pg1);
    // Now without the watchdog (a platform without one, or it was killed too): PostgreSQL outlives us.
    const watchdogs = childrenOf(second.pid ?? 0).filter((p) => p.cmdline.includes('kill -INT'));
    expect(watchdogs).toHaveLength(1);
    for (const w of watchdogs) process.kill(w.pid, 'SIGKILL');
    await kill9(second);
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(pg2)).toBe(true);

    // The next start stops it and runs on the same data.
    const third = await start(port);
    expect(alive(pg2)).toBe(false);
    expect(postmasterPid()).not.toBe(pg2);

    // SIGTERM with requests in flight: each is answered, PostgreSQL stops last, exit 0.
    const inFlight = Array.from({ length: 12 }, async (_, i) => {
      const email = `drain-${Date.now()}-${i}@example.com`;
      const res = await fetch(`http://127.0.0.1:${port}/api/user.php?new=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'drain-test',
          'x-forwarded-for': `198.18.200.${i + 1}`,
        },
        body: JSON.stringify({
          email,
          password: 'drain-pass-1',
          csrf: await signupCsrf(email, 'drain-test'),
        }),
      });
      return res.status;
    });
    // Long enough for every request to be inside its handler (password hashing takes a while).
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => third.on('exit', (code) => resolve(code)));
    third.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(200));
    expect(await exited).toBe(0);
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});
