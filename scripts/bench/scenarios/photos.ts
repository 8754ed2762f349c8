import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLASSIFIER_MEMORY } from '@server/features/photos/classify/model-classifier';
import { multipartFile } from '@server/test/multipart';
import pg from 'pg';
import sharp from 'sharp';
import { buildServer } from '../../build-server';
import { cpuMsOf, loadAverage, summarize } from '../app-nodes';
import { benchDatabaseUrl } from '../chat-fixtures';
import { type Child, spawnNode, stopChild } from '../child-process';
import { BENCH_USER_AGENT } from '../member';
import { BENCH_DATA_DIR, ROOT_DIR } from '../paths';
import type { Scenario } from './types';

/** Processes classifying at once during the busy phases (issue 27: photos per second across two). */
const CLASSIFIERS = 2;
/** The upload's p95 while classification runs may be this much above its p95 without (issue 27). */
const TARGET_P95_RATIO = 1.1;
/** Memory the model may add to a process (issue 27), in MB. */
const TARGET_MODEL_MB = 150;
/** Rounds of an idle then a busy phase; all idle phases together last half of `--duration`. */
const ROUNDS = 2;
/**
 * After each busy phase, the classifiers work this long with no upload running: classification
 * yields to uploads (decision 022g), so its throughput is measured apart from them too.
 */
const ALONE_MS = 5_000;
/** Where the compiled server goes: the classifier processes run as shipped, without tsx. */
const BUILD_DIR = `${BENCH_DATA_DIR}/server-build`;

type Upload = { status: number; ms: number; code: string };

/**
 * The bench's one member uploads far more than a person's hourly allowance (photoUpload: 30 an
 * hour, server/limits.ts): its count is cleared after this many uploads, before the limit answers
 * 429 (4 uploads of a run were refused so, and counted as failures of the upload).
 */
const UPLOADS_BETWEEN_RESETS = 20;

/**
 * The nudity classifier (issue 27), in one run: the members' upload p95 (one member uploading an
 * 8 Mpx phone-sized JPEG after the other) without classification, then while CLASSIFIERS
 * `npm run photos:classify` processes work through a backlog (every stored photo made pending
 * again), in alternating phases; the time per photo (p50/p95, its turn to stored answer), photos
 * per second across the processes with no upload running (ALONE_MS after each busy phase) and
 * while uploading, and the classifier process's memory with the model loaded, after it has
 * classified a batch, against a bare Node process started the same way (the classifier's Node
 * flags and malloc settings) and measured at the same moment. The app runs with PHOTO_CLASSIFIER=0 (start-app.ts), so classification
 * happens only when the bench asks: the classifier processes are the ones the app would start
 * (same code, same SCHED_IDLE and nice 19, a session of their own), each driven by a job on the same database,
 * compiled as shipped (`npm run build`'s photos-classify.js and photo-classifier.js).
 */
export const photosScenario: Scenario = {
  name: 'photos',
  label: `photo upload p95 while ${CLASSIFIERS} processes classify photos vs without`,
  targetRatio: 0,
  defaultDurationS: 40,
  async run(ctx) {
    const member = await ctx.member();
    const headers = { cookie: member.cookie, 'user-agent': BENCH_USER_AGENT };
    const db = new pg.Client({ connectionString: await benchDatabaseUrl() });
    await db.connect();
    console.log('  making the test photo (3264 × 2448 JPEG)…');
    const photo = await sharp({
      create: {
        width: 3264,
        height: 2448,
        channels: 3,
        background: { r: 180, g: 140, b: 110 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const resetUploadLimit = () => db.query(`delete from rate_limits where key like 'photoUpload:%'`);
    let sinceReset = 0;
    const upload = async (): Promise<Upload> => {
      if (sinceReset >= UPLOADS_BETWEEN_RESETS) {
        await resetUploadLimit();
        sinceReset = 0;
      }
      sinceReset += 1;
      const m = multipartFile('photo.jpg', 'image/jpeg', photo);
      const start = performance.now();
      const res = await fetch(`${ctx.appUrl}/api/profileimage.php`, {
        method: 'POST',
        headers: { ...headers, 'content-type': m.contentType },
        body: new Uint8Array(m.payload),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      const ms = performance.now() - start;
      if (res.status === 429) await resetUploadLimit();
      return { status: res.status, ms, code: body.error ?? 'ok' };
    };
    console.log('  compiling the server (the classifier runs as shipped: dist/server/photo-classifier.js)…');
    await buildServer(BUILD_DIR);
    await resetUploadLimit();
    const first = await upload();
    if (first.status !== 200) throw new Error(`the first upload was answered ${first.status}`);

    const phaseMs = (ctx.load.durationS * 1000) / ROUNDS;
    const idle: Upload[] = [];
    const busy: Upload[] = [];
    const photoMs: number[] = [];
    let classifiedInPhases = 0;
    let classifiedAlone = 0;
    let busyMs = 0;
    let aloneMs = 0;
    // CPU time of the classifier children (the model): how much of the cores classification took
    // while the member uploaded and with no upload, a figure the machine's other load moves little.
    const classifierCpu = { busy: 0, alone: 0 };
    const cpuOf = async (ws: Worker[]) =>
      (await Promise.all(ws.map((w) => cpuMsOf(w.classifierPid)))).reduce((a, b) => a + b, 0);
    let memory: { classifier: Memory; bare: Memory; photos: number } | null = null;
    for (let round = 0; round < ROUNDS; round += 1) {
      idle.push(...(await uploadFor(upload, phaseMs)));
      const backlog = await makeBacklog(db);
      const bare = startBareNode();
      const workers = await startClassifiers();
      let counting: 'busy' | 'alone' | null = 'busy';
      const done = workers.map(() => 0);
      workers.forEach((w, i) => {
        w.child.onLine((line) => {
          const ms = photoLine(line);
          if (ms === null) return;
          done[i] = (done[i] ?? 0) + 1;
          if (!counting) return;
          photoMs.push(ms);
          if (counting === 'busy') classifiedInPhases += 1;
          else classifiedAlone += 1;
        });
      });
      const started = performance.now();
      const cpuAtStart = await cpuOf(workers);
      busy.push(...(await uploadFor(upload, phaseMs)));
      busyMs += performance.now() - started;
      const cpuAtBusyEnd = await cpuOf(workers);
      classifierCpu.busy += cpuAtBusyEnd - cpuAtStart;
      counting = 'alone';
      await sleep(ALONE_MS);
      aloneMs += ALONE_MS;
      classifierCpu.alone += (await cpuOf(workers)) - cpuAtBusyEnd;
      counting = null;
      // Side by side: each classifier after its batch, and the bare process, read at one moment.
      const bareNow = await memoryOf(bare.proc.pid);
      for (const [i, w] of workers.entries()) {
        const m = await memoryOf(w.classifierPid);
        if (!memory || m.rss - bareNow.rss > memory.classifier.rss - memory.bare.rss)
          memory = { classifier: m, bare: bareNow, photos: done[i] ?? 0 };
      }
      await Promise.all([...workers.map((w) => stopChild(w.child, 10_000)), stopChild(bare, 5_000)]);
      console.log(`  round ${round + 1}: backlog of ${backlog} photos`);
    }
    await db.end();

    const ok = (us: Upload[]) => us.filter((u) => u.status === 200).map((u) => u.ms);
    const quiet = summarize(ok(idle));
    const during = summarize(ok(busy));
    const perPhoto = summarize(photoMs);
    const ratio = during.p95 / quiet.p95;
    const mem = memory ?? { classifier: NO_MEMORY, bare: NO_MEMORY, photos: 0 };
    const added = mem.classifier.rss - mem.bare.rss;
    const split = (m: Memory) => `anonymous ${m.anon}, file-backed ${m.file}`;
    const failed = [...idle, ...busy].filter((u) => u.status !== 200).length;
    // What any refusal was (status and error code), per phase: a refusal is not an upload's time.
    const refusals = (us: Upload[]) => {
      const byCode = new Map<string, number>();
      for (const u of us.filter((x) => x.status !== 200)) {
        byCode.set(`${u.status} ${u.code}`, (byCode.get(`${u.status} ${u.code}`) ?? 0) + 1);
      }
      return byCode.size === 0 ? 'none' : [...byCode].map(([k, n]) => `${n} × ${k}`).join(', ');
    };
    const fmt = (s: { p50: number; p95: number }) => `p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms`;
    return {
      url: `${ctx.appUrl}/api/profileimage.php`,
      reqPerSec: busy.length / (busyMs / 1000),
      latencyAvgMs: during.avg,
      latencyP50Ms: during.p50,
      latencyP99Ms: during.p99,
      totalRequests: idle.length + busy.length,
      non2xx: failed,
      errors: 0,
      timeouts: 0,
      statusCodes: { '200': idle.length + busy.length - failed },
      notes: [
        `upload of a ${(photo.length / 1e6).toFixed(1)} MB 8 Mpx JPEG, no classification: ${fmt(quiet)} (${idle.length} uploads)`,
        `upload while ${CLASSIFIERS} processes classify: ${fmt(during)} (${busy.length} uploads)`,
        `upload p95 during / without: ${ratio.toFixed(2)} (target ≤ ${TARGET_P95_RATIO}: ${ratio <= TARGET_P95_RATIO ? 'met' : 'MISSED'}); non-200 answers ${failed} (without: ${refusals(idle)}; while classifying: ${refusals(busy)})`,
        `classification per photo (claim, read, model, store; from its turn) in ${CLASSIFIERS} processes taking turns: ${fmt(perPhoto)} (${photoMs.length} photos)`,
        `photos per second across ${CLASSIFIERS} processes: ${(classifiedAlone / (aloneMs / 1000)).toFixed(2)} with no upload running, ${(classifiedInPhases / (busyMs / 1000)).toFixed(2)} while one member uploads back to back (classification yields to uploads, decision 022g)`,
        `classifier processes' CPU, cores busy on average: ${(classifierCpu.busy / busyMs).toFixed(2)} while the member uploads, ${(classifierCpu.alone / aloneMs).toFixed(2)} with no upload running`,
        `classifier process RSS with the model loaded, after classifying ${mem.photos} photos: ${mem.classifier.rss} MB (${split(mem.classifier)}), a bare Node process started the same way, read at the same moment: ${mem.bare.rss} MB (${split(mem.bare)}): +${added} MB (target ≤ +${TARGET_MODEL_MB} MB: ${added <= TARGET_MODEL_MB ? 'met' : 'MISSED'}; the largest of the ${ROUNDS * CLASSIFIERS} classifiers); the app process holds no model`,
        `load average ${await loadAverage()}`,
      ],
    };
  },
};

/** Uploads one photo after the other for `ms`. */
async function uploadFor(upload: () => Promise<Upload>, ms: number): Promise<Upload[]> {
  const done: Upload[] = [];
  const start = performance.now();
  while (performance.now() - start < ms) done.push(await upload());
  return done;
}

/** Every stored photo waits for the model again (the bench database only); answers how many. */
async function makeBacklog(db: pg.Client): Promise<number> {
  const res = await db.query(
    `update images set classify_state = 'pending', classify_attempts = 0, classify_lease_until = null
     where nudity_by_moderator = false`,
  );
  return res.rowCount ?? 0;
}

type Worker = { child: Child; classifierPid: number | undefined };

/** CLASSIFIER backfill processes on the bench database, resolved once each has its model loaded. */
async function startClassifiers(): Promise<Worker[]> {
  const url = await benchDatabaseUrl();
  return Promise.all(
    Array.from({ length: CLASSIFIERS }, async (_, i) => {
      const child = spawnNode({
        name: `classifier-${i + 1}`,
        args: [`${BUILD_DIR}/photos-classify.js`, '--json'],
        cwd: ROOT_DIR,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: `./${BENCH_DATA_DIR}`, NODE_ENV: 'test' },
      });
      const loaded = await new Promise<{ state: string; classifierPid: number | null }>((resolve, reject) => {
        child.onLine((line) => {
          if (line.includes('"event":"loaded"')) resolve(JSON.parse(line.slice(line.indexOf('{'))));
        });
        void child.exited.then((code) =>
          reject(new Error(`classifier ${i + 1} exited (${code}): ${child.tail()}`)),
        );
      });
      if (loaded.state !== 'ready') throw new Error(`classifier ${i + 1}: the model did not load`);
      return { child, classifierPid: loaded.classifierPid ?? undefined };
    }),
  );
}

/** A photo's milliseconds from a `--json` line of photos:classify, else null. */
function photoLine(line: string): number | null {
  const at = line.indexOf('{"event":"photo"');
  if (at < 0) return null;
  return (JSON.parse(line.slice(at)) as { ms: number }).ms;
}

type Memory = { rss: number; anon: number; file: number };
const NO_MEMORY: Memory = { rss: 0, anon: 0, file: 0 };

/** A process's resident memory in MB, and how much of it is anonymous (heaps, WASM) or files. */
async function memoryOf(pid: number | undefined): Promise<Memory> {
  const status = pid ? await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '') : '';
  const mb = (key: string) =>
    Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') + mb('RssShmem') };
}

/**
 * A Node process that loads nothing, started as the classifier process is (model-classifier.ts:
 * its Node flags, its malloc settings): what a process costs before the model.
 */
function startBareNode(): Child {
  return spawnNode({
    name: 'bare-node',
    args: [...CLASSIFIER_MEMORY.nodeFlags, '-e', 'setInterval(() => {}, 1000)'],
    cwd: ROOT_DIR,
    env: { ...process.env, ...CLASSIFIER_MEMORY.env },
  });
}
