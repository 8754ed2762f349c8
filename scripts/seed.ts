import path from 'node:path';
import { loadConfig } from '@server/config';
import { closeDb, createDb, migrateDb } from '@server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { profiles } from '@server/db/schema';
import { demoLoginLines } from '@server/seed/demo-logins';
import { seedDemoIfEmpty } from '@server/seed/seed-demo';
import { readSiteConfigs, syncSites } from '@server/sites/load-sites';
import { createStorage } from '@server/storage/create-storage';
import { count } from 'drizzle-orm';

/** `npm run seed`: fills an empty database with demo members, then exits. */
const config = loadConfig();
const log = (msg: string) => console.log(`[seed] ${msg}`);

let embedded: EmbeddedDatabase | null = null;
let databaseUrl = config.databaseUrl;
let ownerUrl = config.databaseOwnerUrl;
if (!databaseUrl) {
  // Fails when a running server already holds the same data directory: stop it first.
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), log);
  databaseUrl = embedded.url;
  ownerUrl = embedded.ownerUrl;
}

const db = createDb(databaseUrl, 4);
let exitCode = 0;
try {
  await migrateDb(db, ownerUrl);
  const siteConfigs = readSiteConfigs();
  await syncSites(db, siteConfigs);
  const [before] = await db.select({ n: count() }).from(profiles);
  if ((before?.n ?? 0) > 0) {
    log(`the database already has ${before?.n} profiles; nothing seeded`);
  } else {
    await seedDemoIfEmpty(db, createStorage(config.storage, config.s3), siteConfigs, log);
  }
  for (const line of demoLoginLines(siteConfigs, config.port)) log(line);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await closeDb(db).catch(() => {});
  if (embedded) await embedded.stop().catch(() => {});
}
process.exit(exitCode);
