import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The pid in a data directory's postmaster.pid, or null without one. */
export function postmasterPid(dir: string): number | null {
  const file = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process with `pid` exists (ours or another user's). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `pid` is the postmaster of `dir`: a postgres process whose working directory is `dir`
 * (the postmaster changes into its data directory). A pid file outlives its process and the
 * kernel reuses numbers, so the pid alone may name an unrelated process, or another cluster's
 * server. Without /proc (macOS) we trust the pid file.
 */
function isPostmasterOf(pid: number, dir: string): boolean {
  if (!fs.existsSync('/proc')) return true;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(dir);
  } catch {
    // Gone meanwhile, or another user's process we may not inspect: not ours.
    return false;
  }
}

/**
 * When `pid` started (clock ticks since boot, field 22 of /proc/<pid>/stat): a pid together with
 * its start time names one process, where a pid alone may be reused. Null without /proc or the
 * process.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields after its last ')' do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
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
  if (!alive(pid) || !isPostmasterOf(pid, dir)) {
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
  const watchdog = spawnWatchdog(pid, processStartTime(pid));
  watchdog.unref();
  // The pipe must not keep the event loop alive; it only has to exist.
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    watchdog.kill('SIGKILL');
  };
}

/**
 * The watchdog shell: waits for its stdin to close, then sends SIGINT to `pid` only if that pid
 * still started at `startTime`. PostgreSQL may have died long before us (a crash, an operator's
 * stop) and its number gone to an unrelated process since. Without /proc (null) it trusts the pid.
 */
export function spawnWatchdog(pid: number, startTime: string | null): ChildProcess {
  const same =
    startTime === null
      ? 'true'
      : `[ "$(sed 's/^.*) //' /proc/$1/stat 2>/dev/null | cut -d' ' -f20)" = "$2" ]`;
  const watchdog = spawn(
    'sh',
    ['-c', `cat >/dev/null; ${same} && kill -INT "$1" 2>/dev/null`, 'watchdog', String(pid), startTime ?? ''],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  watchdog.on('error', () => {});
  return watchdog;
}
