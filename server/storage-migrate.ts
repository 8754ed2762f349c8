import path from 'node:path';
import { loadConfig } from '@server/config';
import { createStorage } from '@server/storage/create-storage';
import { migrateLocalStorage } from '@server/storage/migrate-storage';

/**
 * `npm run storage:migrate [-- <local dir>]`: copies the photos of a local uploads folder
 * (default <DATA_DIR>/uploads) to the storage STORAGE_URL names, before switching a running
 * site to S3. Run it again after the switch to catch photos uploaded in between.
 */
const config = loadConfig();
if (config.storage.kind !== 's3') {
  console.error('storage:migrate: set STORAGE_URL=s3://bucket/prefix (and the AWS_* variables) first');
  process.exit(2);
}
const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(config.dataDir, 'uploads');
const target = createStorage(config.storage, config.s3);
const report = await migrateLocalStorage(dir, target, (n, total) => console.log(`${n}/${total} copied`));
console.log(
  `storage:migrate: copied ${report.copied} objects from ${dir} to s3://${config.storage.bucket}/${config.storage.prefix}`,
);
for (const key of report.skipped) console.log(`  skipped (not a storage key): ${key}`);
