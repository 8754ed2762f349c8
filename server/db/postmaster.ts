import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The pid in a data directory's postmaster.pid, or null without one. */
function postmasterPid(dir: string): number | null {
  const file = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a PostgreSQL server; without /proc we trust the pid file. */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return !fs.existsSync('/proc');
  }
}

/**
 * Makes the data directory free for a new postmaster. A server process killed hard (SIGKILL,
 * OOM) leaves its PostgreSQL running on the directory, or only its pid file behind; either
 * makes the next start fail. A live postmaster gets a fast shutdown (SIGINT: open transactions
 * roll back, committed data is safe); a stale pid file is removed.
 */
export async function freeDataDir(dir: string, log: (msg: string) => void): Promise<void> {
  const pid = postmasterPid(dir);
  if (pid === null) return;
  if (!alive(pid) || !isPostgres(pid)) {
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`PostgreSQL ${pid} from an earlier run still holds ${dir}; stopping it`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 100) {
    // A fast shutdown waits for nothing but a checkpoint; past 30 s only a crash stop is left.
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited > 40_000) throw new Error(`PostgreSQL ${pid} on ${dir} does not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Ties the postmaster's life to this process: a watchdog shell holds a pipe from us and sends
 * the fast-shutdown signal when the pipe closes, which the kernel does however we die (even
 * SIGKILL). POSIX only; on Windows the next start's freeDataDir cleans up instead.
 * Answers a function that dismisses the watchdog (for an orderly stop).
 */
export function stopWithParent(dir: string): () => void {
  const pid = postmasterPid(dir);
  if (pid === null || process.platform === 'win32') return () => {};
  const watchdog = spawn('sh', ['-c', `cat >/dev/null; kill -INT ${pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', () => {});
  watchdog.unref();
  // The pipe must not keep the event loop alive; it only has to exist.
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    watchdog.kill('SIGKILL');
  };
}
