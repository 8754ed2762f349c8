import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@common/rules/staff-permissions';
import { loadConfig } from '@server/config';
import { closeDb, createDb, migrateDb } from '@server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@server/db/embedded';
import { createStaffAccount, resetStaffAccount } from '@server/features/staff/accounts';
import { describeCredentials } from '@server/seed/seed-staff';
import { readSiteConfigs, syncSites } from '@server/sites/load-sites';

const USAGE = `usage:
  npm run staff -- add --email <e-mail> --role operator|moderator|admin [--sites key,key] [--name <name>]
  npm run staff -- reset --email <e-mail>     new password and TOTP secret; ends its sessions
--sites defaults to every site of config/sites.`;

/**
 * `npm run staff`: creates or resets staff accounts and prints the password, the TOTP enrolment
 * URI and its QR code once. With DATABASE_URL unset it opens the embedded database, which must not
 * be running in a server at the same time.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    sites: { type: 'string' },
    name: { type: 'string' },
  },
});
const [command] = positionals;
const siteKeys = readSiteConfigs().map((s) => s.key);

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

if (!values.email || (command !== 'add' && command !== 'reset')) fail('missing command or --email');
const role = values.role as StaffRole | undefined;
const sites = values.sites ? values.sites.split(',').map((s) => s.trim()) : siteKeys;
if (command === 'add') {
  if (!role || !STAFF_ROLES.includes(role)) fail('--role must be operator, moderator or admin');
  const unknown = sites.filter((s) => !siteKeys.includes(s));
  if (unknown.length > 0 || sites.length === 0) fail(`unknown sites: ${unknown.join(', ')}`);
}

const config = loadConfig();
let embedded: EmbeddedDatabase | null = null;
let databaseUrl = config.databaseUrl;
let ownerUrl = config.databaseOwnerUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), () => {});
  databaseUrl = embedded.url;
  ownerUrl = embedded.ownerUrl;
}
const db = createDb(databaseUrl, 2);
let exitCode = 0;
try {
  await migrateDb(db, ownerUrl);
  await syncSites(db, readSiteConfigs());
  const email = values.email;
  const creds =
    command === 'add' && role
      ? await createStaffAccount(db, {
          email,
          name: values.name ?? email.split('@')[0] ?? email,
          role,
          sites,
        })
      : await resetStaffAccount(db, email);
  if (!creds) {
    console.error(`no staff account ${email}`);
    exitCode = 1;
  } else {
    console.log(await describeCredentials(creds, command === 'add' ? (role ?? '') : 'reset'));
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 1;
} finally {
  await closeDb(db).catch(() => {});
  if (embedded) await embedded.stop().catch(() => {});
}
process.exit(exitCode);
