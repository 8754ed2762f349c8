import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, migrateDb } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { createMollieProvider } from './features/payments/providers/mollie-provider';
import { loadLocaleBundles } from './plugins/i18n-messages';
import { PgListener } from './plugins/pg-listener';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { seedDemoStaffIfEmpty } from './seed/seed-staff';
import { readSiteConfigs, syncSites } from './sites/load-sites';
import { SiteRegistry } from './sites/site-registry';
import { createLocalStorage } from './storage/local-storage';

const config = loadConfig();
/** See server/plugins/session-cache.ts: invalidated by NOTIFY, so a short TTL only bounds memory. */
const SESSION_CACHE_TTL_MS = 10_000;
const log = (msg: string) => console.log(`[amorio] ${msg}`);

let embedded: EmbeddedDatabase | null = null;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log);
  databaseUrl = embedded.url;
  log(`embedded PostgreSQL started (data in ${path.join(config.dataDir, 'postgres')})`);
}

const db = createDb(databaseUrl);
await migrateDb(db);
const siteConfigs = readSiteConfigs();
await syncSites(db, siteConfigs);
if (config.seedDemo) await seedDemoIfEmpty(db, config.dataDir, siteConfigs, log);
// Demo staff logins would be an open door in production: there, `npm run staff -- add` only.
if (config.seedDemo && !config.isProduction)
  await seedDemoStaffIfEmpty(
    db,
    siteConfigs.map((s) => s.key),
    log,
  );

const listener = new PgListener(databaseUrl, log);
await listener.start();

const app = await buildApp({
  config: { ...config, validateResponses: config.isDev, sessionCacheTtlMs: SESSION_CACHE_TTL_MS },
  listener,
  db,
  sites: new SiteRegistry(siteConfigs),
  locales: loadLocaleBundles(),
  storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
  publicUrl: config.publicUrl,
  paymentProvider:
    config.paymentProvider === 'mollie' && config.mollieApiKey
      ? createMollieProvider({ apiKey: config.mollieApiKey, baseUrl: config.mollieApiUrl })
      : undefined,
  mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail-outbox'), log },
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log(`${signal}: closing`);
  await app.close().catch(() => {});
  await listener.stop();
  await db.$client.end().catch(() => {});
  if (embedded) await embedded.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log(`listening on http://localhost:${config.port}`);
