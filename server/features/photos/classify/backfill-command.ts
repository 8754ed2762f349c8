import path from 'node:path';
import { loadConfig } from '@server/config';
import { closeDb, createDb, migrateDb } from '@server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { createStorage } from '@server/storage/create-storage';
import { classifyBacklog } from './backfill';
import { createClassifyJob } from './classify-job';
import { startModelClassifier } from './model-classifier';
import { requeueFailed } from './queries';

/**
 * `npm run photos:classify [-- --json]`: classifies every photo still waiting for the nudity model
 * (those stored before it existed, or while no server ran one), then exits. Safe to repeat, and
 * to run beside servers that classify too (each photo is claimed by one process). With
 * DATABASE_URL it uses that database, else the embedded one in DATA_DIR (the server must not be
 * running on it then). `--json`: JSON lines instead of text, one when the model is loaded, one
 * per photo and one at the end (`npm run bench -- photos` reads them). `--retry-failed`: first puts
 * the photos that failed (unreadable, out of tries: left to a moderator) back in the queue with
 * fresh tries, e.g. once a fault is fixed; a moderator's decision stays.
 */
const config = loadConfig();
const json = process.argv.includes('--json');
const retryFailed = process.argv.includes('--retry-failed');
const say = (msg: string) => {
  if (!json) console.log(`photos:classify: ${msg}`);
};

let embedded: EmbeddedDatabase | null = null;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), say);
  databaseUrl = embedded.socketUrl;
}
const db = createDb(databaseUrl, 2);
if (embedded) await migrateDb(db, embedded.ownerSocketUrl);

const classifier = startModelClassifier({ log: (msg) => console.error(`photos:classify: ERROR ${msg}`) });
const loadStarted = performance.now();
const state = await classifier.loaded();
const loadMs = performance.now() - loadStarted;
let exitCode = 0;
const emit = (event: Record<string, unknown>) => {
  if (json) console.log(JSON.stringify(event));
};
emit({ event: 'loaded', state, loadMs, classifierPid: classifier.pid() ?? null });
if (state === 'ready') {
  if (retryFailed) say(`${await requeueFailed(db)} failed photos back in the queue`);
  const sites = new SiteRegistry(readSiteConfigs());
  const job = createClassifyJob({
    db,
    storage: createStorage(config.storage, config.s3),
    siteOf: (key) => sites.byKey(key),
    classifier,
    log: (msg) => console.error(`photos:classify: ${msg}`),
  });
  const started = performance.now();
  const report = await classifyBacklog(job, (r) => {
    const n = r.done + r.failed + r.retrying;
    emit({ event: 'photo', ms: r.ms[r.ms.length - 1] });
    if (n % 25 === 0) say(`${n} photos so far`);
  });
  const s = (performance.now() - started) / 1000;
  const sorted = [...report.ms].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  if (json) {
    emit({ event: 'done', done: report.done, failed: report.failed, retrying: report.retrying, seconds: s });
  } else {
    say(
      `${report.done} classified, ${report.failed} left to a moderator, ${report.retrying} to be retried (run again later), in ${s.toFixed(1)} s` +
        (sorted.length > 0 ? ` (p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms a photo)` : ''),
    );
  }
} else {
  console.error('photos:classify: ERROR the nudity model did not load; nothing was classified');
  exitCode = 1;
}
classifier.close();
await closeDb(db).catch(() => {});
if (embedded) await embedded.stop().catch(() => {});
process.exit(exitCode);
