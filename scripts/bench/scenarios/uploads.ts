import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { multipartFile } from '@server/test/multipart';
import pg from 'pg';
import sharp from 'sharp';
import { cpuMsOf, loadAverage, postgresCpuMs, summarize } from '../app-nodes';
import { benchDatabaseUrl } from '../chat-fixtures';
import { BENCH_USER_AGENT } from '../member';
import type { Scenario } from './types';

/** Parallel uploaders, as in issue 22 (three saturated both cores before). */
const UPLOADERS = 3;
/** The members' other traffic: GET /api/user.php at a steady rate, each request on its own. */
const PROBES_PER_S = 50;
const TARGET_P95_RATIO = 2;
/** Rounds of an idle then a busy phase; all idle phases together last half of `--duration`. */
const ROUNDS = 2;

type Upload = { status: number; ms: number; code: string };

/**
 * GET /api/user.php p95 while idle, then while UPLOADERS members upload photos one after the
 * other: the costliest photo the checks accept (8-bit RGBA PNG of 30 megapixels, 120 MB
 * decoded) and, now and then, the costly one of issue 22 (16-bit RGBA PNG of 40 megapixels),
 * which must be refused before decoding. Reports the p95 ratio (target ≤ 2).
 */
export const uploadsScenario: Scenario = {
  name: 'uploads',
  label: `GET /api/user.php p95 during ${UPLOADERS} parallel photo uploads vs idle`,
  targetRatio: 0,
  async run(ctx) {
    const member = await ctx.member();
    const headers = { cookie: member.cookie, 'user-agent': BENCH_USER_AGENT };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const url = `${ctx.appUrl}/api/user.php`;
    const first = await get(url, headers, agent);
    if (first.status !== 200) throw new Error(`GET /api/user.php answered ${first.status}`);

    console.log('  making the test images (30 Mpx RGBA, 40 Mpx 16-bit RGBA)…');
    const accepted = await sharp({
      create: { width: 6_000, height: 5_000, channels: 4, background: { r: 200, g: 60, b: 90, alpha: 0.8 } },
    })
      .png()
      .toBuffer();
    const costly = await sharp({
      create: { width: 8_000, height: 5_000, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 1 } },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    // The bench's member uploads far more than a person's hourly allowance (photoUpload).
    const resetUploadLimit = async () => {
      const db = new pg.Client({ connectionString: await benchDatabaseUrl() });
      await db.connect();
      await db.query(`delete from rate_limits where key like 'photoUpload:%'`);
      await db.end();
    };
    await resetUploadLimit();
    const upload = async (png: Buffer): Promise<Upload> => {
      const m = multipartFile('photo.png', 'image/png', png);
      const start = performance.now();
      const res = await fetch(`${ctx.appUrl}/api/profileimage.php`, {
        method: 'POST',
        headers: { ...headers, 'content-type': m.contentType },
        body: new Uint8Array(m.payload),
      });
      const body = (await res.json()) as { error?: string };
      return { status: res.status, ms: performance.now() - start, code: body.error ?? 'ok' };
    };
    const refused = await upload(costly);
    if (refused.code !== 'photo_too_complex') {
      throw new Error(
        `the 16-bit 40 Mpx PNG was answered ${refused.status} ${refused.code}, not photo_too_complex`,
      );
    }

    // Idle and busy phases take turns: a machine whose other load drifts skews both alike.
    const phaseMs = (ctx.load.durationS * 1000) / ROUNDS;
    const idle = { ms: [] as number[], failed: 0 };
    const during = { ms: [] as number[], failed: 0 };
    const uploads: Upload[] = [];
    // Where the CPU went in each kind of phase: the app, its photo decoder, PostgreSQL, this
    // process (the probes and uploaders) and the machine (other work, steal), to tell apart what
    // slows the probes when the ratio misses.
    const cpuIdle = emptyCpu();
    const cpuBusy = emptyCpu();
    for (let round = 0; round < ROUNDS; round += 1) {
      let before = await cpuNow(ctx.appPid);
      const quietRound = await probe(url, headers, agent, phaseMs);
      addCpu(cpuIdle, before, await cpuNow(ctx.appPid));
      idle.ms.push(...quietRound.ms);
      idle.failed += quietRound.failed;
      let uploading = true;
      const uploaders = Array.from({ length: UPLOADERS }, async (_, i) => {
        for (let n = 0; uploading; n += 1) {
          const u = await upload(n % 5 === 4 && i === 0 ? costly : accepted);
          uploads.push(u);
          if (u.status === 429) await resetUploadLimit();
        }
      });
      // Let the first decodes start before the clock runs.
      await sleep(500);
      before = await cpuNow(ctx.appPid);
      const busyRound = await probe(url, headers, agent, phaseMs);
      addCpu(cpuBusy, before, await cpuNow(ctx.appPid));
      during.ms.push(...busyRound.ms);
      during.failed += busyRound.failed;
      uploading = false;
      await Promise.all(uploaders);
    }
    agent.destroy();

    const quiet = summarize(idle.ms);
    const busy = summarize(during.ms);
    const ratio = busy.p95 / quiet.p95;
    const byCode = new Map<string, number[]>();
    for (const u of uploads)
      byCode.set(`${u.status} ${u.code}`, [...(byCode.get(`${u.status} ${u.code}`) ?? []), u.ms]);
    const fmt = (s: { p50: number; p95: number; p99: number }) =>
      `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;
    return {
      url,
      reqPerSec: during.ms.length / (ctx.load.durationS / 2),
      latencyAvgMs: busy.avg,
      latencyP50Ms: busy.p50,
      latencyP99Ms: busy.p99,
      totalRequests: idle.ms.length + during.ms.length,
      non2xx: idle.failed + during.failed,
      errors: 0,
      timeouts: 0,
      statusCodes: { '200': idle.ms.length + during.ms.length - idle.failed - during.failed },
      notes: [
        `GET /api/user.php at ${PROBES_PER_S}/s, idle: ${fmt(quiet)} (${idle.ms.length} requests)`,
        `GET /api/user.php at ${PROBES_PER_S}/s, during uploads: ${fmt(busy)} (${during.ms.length} requests)`,
        `p95 during / idle: ${ratio.toFixed(2)} (target ≤ ${TARGET_P95_RATIO}: ${ratio <= TARGET_P95_RATIO ? 'met' : 'MISSED'}); non-200 answers ${idle.failed + during.failed}`,
        `uploads by ${UPLOADERS} uploaders: ${[...byCode.entries()]
          .map(
            ([k, ms]) =>
              `${ms.length} × ${k} (avg ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)} ms)`,
          )
          .join(', ')}`,
        `the app's threads waited for a core ${(cpuIdle.waited / idle.ms.length).toFixed(2)} ms per request idle, ${(cpuBusy.waited / during.ms.length).toFixed(2)} ms during uploads`,
        `CPU, cores busy on average while idle: ${fmtCpu(cpuIdle)}`,
        `CPU, cores busy on average during uploads: ${fmtCpu(cpuBusy)}`,
        `the 16-bit 40 Mpx PNG of issue 22 (${Math.round(costly.length / 1024)} kB) refused in ${refused.ms.toFixed(0)} ms; load average ${await loadAverage()}`,
      ],
    };
  },
};

/** GET `url` at PROBES_PER_S for `ms`, each request timed on its own (an open loop). */
async function probe(url: string, headers: Record<string, string>, agent: http.Agent, ms: number) {
  const times: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const every = 1000 / PROBES_PER_S;
  const start = performance.now();
  for (let n = 0; performance.now() - start < ms; n += 1) {
    const sent = performance.now();
    pending.push(
      get(url, headers, agent).then((r) => {
        times.push(performance.now() - sent);
        if (r.status !== 200) failed += 1;
      }),
    );
    // The next request at its own time, whatever the answers do (they must not slow the rate).
    await sleep(Math.max(0, start + (n + 1) * every - performance.now()));
  }
  await Promise.all(pending);
  return { ms: times, failed };
}

function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

type Cpu = {
  ms: number;
  /** Time the app's threads waited on a run queue for a core (ms). */
  waited: number;
  app: number;
  decoder: number;
  postgres: number;
  bench: number;
  machine: number;
  niced: number;
  steal: number;
};
const CPU_KEYS = ['app', 'decoder', 'postgres', 'bench', 'machine', 'niced', 'steal'] as const;
const emptyCpu = (): Cpu => ({
  ms: 0,
  waited: 0,
  app: 0,
  decoder: 0,
  postgres: 0,
  bench: 0,
  machine: 0,
  niced: 0,
  steal: 0,
});

/** CPU time used so far (ms) by each party, and the wall clock. */
async function cpuNow(appPid: number | undefined): Promise<Cpu> {
  const own = process.cpuUsage();
  const machine = await machineCpuMs();
  return {
    ms: performance.now(),
    app: await cpuMsOf(appPid),
    waited: await runQueueMs(appPid),
    decoder: await decoderCpuMs(appPid),
    postgres: await postgresCpuMs().catch(() => 0),
    bench: (own.user + own.system) / 1000,
    ...machine,
  };
}

function addCpu(sum: Cpu, before: Cpu, after: Cpu): void {
  sum.ms += after.ms - before.ms;
  sum.waited += after.waited - before.waited;
  for (const k of CPU_KEYS) sum[k] += after[k] - before[k];
}

const fmtCpu = (c: Cpu) =>
  `${CPU_KEYS.map((k) => `${k} ${(c[k] / c.ms).toFixed(2)}`).join(', ')} (machine: all processes; niced: those at nice > 0; steal: taken by the hypervisor)`;

/** The photo decoders: the app's child processes started from decoder-process.ts / photo-decoder.js. */
async function decoderCpuMs(appPid: number | undefined): Promise<number> {
  if (!appPid) return 0;
  let ms = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== appPid) continue;
    const cmd = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (/decoder-process|photo-decoder/.test(cmd)) ms += await cpuMsOf(Number(entry));
  }
  return ms;
}

/**
 * Time the app's threads have waited for a core so far, in ms (`/proc/<pid>/task/<tid>/schedstat`:
 * on CPU, waiting on a run queue, both in ns). What a decoder that holds a core on to costs the
 * app, whatever the p95 of a shared machine says.
 */
async function runQueueMs(appPid: number | undefined): Promise<number> {
  if (!appPid) return 0;
  let ns = 0;
  for (const tid of await readdir(`/proc/${appPid}/task`).catch(() => [])) {
    const stat = await readFile(`/proc/${appPid}/task/${tid}/schedstat`, 'utf8').catch(() => '');
    ns += Number(stat.split(' ')[1] ?? 0) || 0;
  }
  return ns / 1e6;
}

/** The whole machine's CPU time so far (ms, all cores): busy, at nice > 0, stolen by the hypervisor. */
async function machineCpuMs(): Promise<{ machine: number; niced: number; steal: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line
    .split(/\s+/)
    .slice(1)
    .map((v) => (Number(v) * 1000) / 100);
  return { machine: user + nice + system + irq + softirq, niced: nice, steal };
}
