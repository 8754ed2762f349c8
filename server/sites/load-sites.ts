import fs from 'node:fs';
import path from 'node:path';
import { type SiteConfig, siteConfigSchema } from '@common/api/settings';
import { unpricedCountries } from '@common/rules/pricing';
import type { Db } from '@server/db/client';
import { sites } from '@server/db/schema';
import { PROJECT_ROOT } from '@server/project-root';
import { withServerDefaults } from './server-defaults';

export const SITES_DIR = path.join(PROJECT_ROOT, 'config/sites');

/** Reads and validates every config/sites/*.json; fails naming the file and field. */
export function readSiteConfigs(dir = SITES_DIR): SiteConfig[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const configs = files.map((f) => {
    const parsed = siteConfigSchema.safeParse(
      withServerDefaults(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))),
    );
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`config/sites/${f}: ${issues}`);
    }
    const unpriced = unpricedCountries(parsed.data);
    if (unpriced.length > 0) {
      throw new Error(
        `config/sites/${f}: countries without prices in their currency: ${unpriced.join(', ')}`,
      );
    }
    return parsed.data;
  });
  if (configs.length === 0) throw new Error(`No site configured in ${dir}`);
  if (configs.filter((c) => c.default).length > 1) throw new Error('More than one site is marked default');
  return configs;
}

/** Upserts the configured sites so the database always holds what the files say. */
export async function syncSites(db: Db, configs: SiteConfig[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of configs) {
      await tx
        .insert(sites)
        .values({ key: c.key, isDefault: c.default, hosts: c.hosts, config: c })
        .onConflictDoUpdate({
          target: sites.key,
          set: { isDefault: c.default, hosts: c.hosts, config: c, updatedAt: new Date() },
        });
    }
  });
}
