import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { excessRights } from './db/app-grants';
import { closeDb, createDb, migrateDb } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { createMollieProvider } from './features/payments/providers/mollie-provider';
import { reflagFromStoredScores, startModelClassifier } from './features/photos';
import { loadLocaleBundles } from './plugins/i18n-messages';
import { batchedLogDestination } from './plugins/log-destination';
import { PgListener } from './plugins/pg-listener';
import { demoLoginLines } from './seed/demo-logins';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { seedDemoStaffIfEmpty } from './seed/seed-staff';
import { readSiteConfigs, syncSites } from './sites/load-sites';
import { SiteRegistry } from './sites/site-registry';
import { createStorage } from './storage/create-storage';

const config = loadConfig();
/** See server/plugins/session-cache.ts: invalidated by NOTIFY, so a short TTL only bounds memory. */
const SESSION_CACHE_TTL_MS = 10_000;
const log = (msg: string) => console.log(`[amorio] ${msg}`);

let embedded: EmbeddedDatabase | null = null;
let databaseUrl = config.databaseUrl;
let ownerUrl = config.databaseOwnerUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log);
  databaseUrl = embedded.socketUrl;
  ownerUrl = embedded.ownerSocketUrl;
  log(`embedded PostgreSQL started (data in ${path.join(config.dataDir, 'postgres')})`);
}

// Without SMTP_URL mails only reach the local outbox, so links (mails, payment returns) may lead
// to each site's local address on this server; otherwise to PUBLIC_URL or the site's domain
// (see siteOrigin), never the Host header.
const localPort = config.smtpUrl ? undefined : config.port;

const db = createDb(databaseUrl);
const readDb = config.databaseReadUrl ? createDb(config.databaseReadUrl) : undefined;
await migrateDb(db, ownerUrl);
const excess = await excessRights(db);
if (excess) log(`warning: ${excess}`);
const siteConfigs = readSiteConfigs(undefined, config.testSitesDir);
await syncSites(db, siteConfigs);
// A site's nudity_threshold may have changed: its photos' flags follow, from the stored scores (027d).
const reflagged = await reflagFromStoredScores(db);
if (reflagged > 0) log(`${reflagged} photos re-flagged for a changed nudity threshold`);
const storage = createStorage(config.storage, config.s3);
if (config.seedDemo) await seedDemoIfEmpty(db, storage, siteConfigs, log);
// Demo staff logins would be an open door in production: there, `npm run staff -- add` only.
if (config.seedDemo && !config.isProduction)
  await seedDemoStaffIfEmpty(
    db,
    siteConfigs.map((s) => s.key),
    log,
  );

// Loaded at start, in a process of its own: a model that cannot load is said here, loudly, and
// by /readyz; photos then wait as pending (issue 27).
const classifier = config.photoClassifier
  ? startModelClassifier({ log: (msg) => console.error(`[amorio] ERROR ${msg}`) })
  : undefined;

const listener = new PgListener(databaseUrl, log);
await listener.start();

const app = await buildApp({
  config: {
    ...config,
    validateResponses: config.isDev,
    sessionCacheTtlMs: SESSION_CACHE_TTL_MS,
    logStream: batchedLogDestination(),
  },
  isDraining: () => closing,
  listener,
  db,
  readDb,
  sites: new SiteRegistry(siteConfigs),
  locales: loadLocaleBundles(),
  storage,
  publicUrl: config.publicUrl,
  localPort,
  paymentProvider:
    config.paymentProvider === 'mollie' && config.mollieApiKey
      ? createMollieProvider({ apiKey: config.mollieApiKey, baseUrl: config.mollieApiUrl })
      : undefined,
  mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail-outbox'), log },
  push: { log, allowInsecureEndpoints: config.pushInsecureEndpoints },
  digest: { log },
  classifier,
});

/** Past this a drain is stuck (a hung request or job); exiting non-zero says so. */
const DRAIN_LIMIT_MS = 20_000;
let closing = false;
/**
 * Graceful stop, in this order: stop accepting (Fastify closes the listener and answers 503 on
 * kept-alive connections), end event streams with a reconnect hint, wait for requests and jobs
 * in flight (mail sender, payment reconciler), then the LISTEN connection and the pool, and
 * only then stop PostgreSQL — never under a running request.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log(`${signal}: draining`);
  setTimeout(() => {
    log(`drain took over ${DRAIN_LIMIT_MS / 1000} s; exiting`);
    process.exit(1);
  }, DRAIN_LIMIT_MS).unref();
  await app.close().catch((err: unknown) => log(`close: ${String(err)}`));
  classifier?.close();
  await listener.stop();
  await closeDb(db).catch(() => {});
  if (readDb) await closeDb(readDb).catch(() => {});
  if (embedded) await embedded.stop().catch((err: unknown) => log(`postgres stop: ${String(err)}`));
  log('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Every start, at warn: a staging switch left on in a real deployment must not go unnoticed.
if (config.demoPaymentsSwitch) {
  app.log.warn(
    { paymentProvider: 'demo' },
    'DEMO_PAYMENTS=1: demo payments are on; members pay their own orders and no money moves (staging only)',
  );
}
await app.listen({ port: config.port, host: config.host });
log(`listening on http://localhost:${config.port}`);
// Accounts belong to one site: say which login works where, on every start (not only the seeding one).
if (config.seedDemo) for (const line of demoLoginLines(siteConfigs, config.port)) log(line);
