import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@server/free-port';
import { type Child, failOnExit, spawnNode, stopChild } from './child-process';
import { BENCH_DATA_DIR, ROOT_DIR } from './paths';

export type AppNode = { child: Child; url: string };

/**
 * The garbage-collector flags the app ships with (`npm start`, `start:prod`, the image's CMD):
 * none, V8's defaults (decision 026d). The bench runs the app as it ships; app-flags.test.ts
 * keeps the four places alike.
 */
export const APP_GC_FLAGS: readonly string[] = [];

/**
 * Starts one more app process on the bench database (several of them make the multi-process
 * scenarios). With BENCH_CPU_PROF=<dir> each process writes CPU profiles to <dir>/<name>/ on exit
 * (open them in Chrome DevTools; the main thread is the biggest file). BENCH_APP_NODE_FLAGS adds
 * node flags for a diagnosis (`--trace-gc`, which NODE_OPTIONS refuses; another GC setting).
 */
export async function startAppNode(databaseUrl: string, name: string): Promise<AppNode> {
  const port = await freePort();
  const prof = process.env.BENCH_CPU_PROF;
  const child = spawnNode({
    name,
    args: [
      ...APP_GC_FLAGS,
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.join(prof, name)}`] : []),
      ...(process.env.BENCH_APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'scripts/bench/app-entry.ts',
    ],
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: './data/bench',
      SEED_DEMO: '0',
      PHOTO_CLASSIFIER: '0',
      // Production speed (no response validation) without production's SMTP_URL requirement.
      NODE_ENV: 'test',
      DEV_MAIL: '0',
    },
    // The request log (one JSON line per request, as shipped) goes to data/bench/<name>.log.
    stdoutFile: path.join(ROOT_DIR, BENCH_DATA_DIR, `${name}.log`),
    echo: true,
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

export async function stopAppNodes(nodes: AppNode[]): Promise<void> {
  await Promise.all(nodes.map((n) => stopChild(n.child, 15_000)));
}

/** Resident memory now and at its peak, in MB, from /proc. */
export async function memoryOf(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  if (!pid) return { rss: 0, peak: 0 };
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

export type Summary = { avg: number; p50: number; p95: number; p99: number; max: number };

export function summarize(values: number[]): Summary {
  if (values.length === 0) return { avg: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0;
  return {
    avg: v.reduce((a, b) => a + b, 0) / v.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: v.at(-1) ?? 0,
  };
}

/** The machine's load average now (1, 5, 15 min): the figures mean little without it. */
export async function loadAverage(): Promise<string> {
  const s = await readFile('/proc/loadavg', 'utf8').catch(() => '');
  return s.split(' ').slice(0, 3).join(' ');
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

async function cpuTicksOf(
  pid: number,
): Promise<{ ticks: number; ppid: number; childrenTicks: number } | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The command name may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 15) return null;
  return {
    ticks: Number(fields[11]) + Number(fields[12]),
    ppid: Number(fields[1]),
    // cutime + cstime: the children it has reaped (for the postmaster, backends that exited).
    childrenTicks: Number(fields[13]) + Number(fields[14]),
  };
}

/** CPU time (user + system) a process has used so far, in ms. */
export async function cpuMsOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  return (((await cpuTicksOf(pid))?.ticks ?? 0) * 1000) / TICKS_PER_S;
}

/**
 * CPU time used so far by the bench PostgreSQL, in ms: the postmaster, its live backends, and
 * the backends that have exited (the postmaster's reaped children's time), so a pool closing
 * idle connections during a run does not take their CPU out of the figure.
 */
export async function postgresCpuMs(): Promise<number> {
  const pidFile = await readFile(path.join(ROOT_DIR, BENCH_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const postmaster = Number(pidFile.split('\n')[0]);
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const s = await cpuTicksOf(pid);
    if (s && pid === postmaster) ticks += s.ticks + s.childrenTicks;
    else if (s && s.ppid === postmaster) ticks += s.ticks;
  }
  return (ticks * 1000) / TICKS_PER_S;
}
