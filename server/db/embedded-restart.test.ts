import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCsrf } from '../../common/rules/csrf';
import { createServerProcess, type ServerProcess } from '../test/server-process';
import { alive, postmasterPid } from './postmaster';

/**
 * `npm start` after the Node process was killed hard (kill -9, OOM killer) on the embedded
 * database: PostgreSQL stops with its parent, and one left running anyway is stopped by the
 * next start instead of making it fail.
 */
let server: ServerProcess;
let pidFile = '';
beforeAll(async () => {
  server = await createServerProcess();
  pidFile = path.join(server.dataDir, 'postgres', 'postmaster.pid');
});
afterAll(async () => {
  // SIGTERM first, so that the embedded PostgreSQL stops with the server before the folder goes.
  await server.stop('SIGTERM');
  await server.dispose();
});

const runningPostmaster = () => postmasterPid(path.dirname(pidFile)) ?? 0;
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

describe('restart after kill -9, and SIGTERM under load, on the embedded database', () => {
  it('stops PostgreSQL with its killed parent, and stops a left-over one on the next start', {
    timeout: 120_000,
  }, async () => {
    await server.start();
    const pg1 = runningPostmaster();
    await server.stop('SIGKILL');
    // The watchdog sees its pipe close and shuts PostgreSQL down.
    expect(await gone(pg1, 15_000)).toBe(true);

    await server.start();
    const pg2 = runningPostmaster();
    expect(pg2).not.toBe(pg1);
    // Now without the watchdog (a platform without one, or it was killed too): PostgreSQL outlives us.
    const watchdogs = childrenOf(server.pid ?? 0).filter((p) => p.cmdline.includes('kill -INT'));
    expect(watchdogs).toHaveLength(1);
    for (const w of watchdogs) process.kill(w.pid, 'SIGKILL');
    await server.stop('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(pg2)).toBe(true);

    // The next start stops it and runs on the same data.
    await server.start();
    expect(alive(pg2)).toBe(false);
    expect(runningPostmaster()).not.toBe(pg2);

    // SIGTERM with requests in flight: each is answered, PostgreSQL stops last, exit 0.
    const inFlight = Array.from({ length: 12 }, async (_, i) => {
      const email = `drain-${Date.now()}-${i}@example.com`;
      const res = await fetch(`${server.url}/api/user.php?new=1`, {
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
    const exited = server.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(200));
    expect(await exited).toBe(0);
    expect(fs.existsSync(pidFile)).toBe(false);
  });
});
