import fs from 'node:fs';
import path from 'node:path';
import { type SiteConfig, siteConfigSchema } from '@common/api/settings';
import { unpricedCountries } from '@common/rules/pricing';
import type { Db } from '@server/db/client';
import { sites } from '@server/db/schema';
import { PROJECT_ROOT } from '@server/project-root';
import type { z } from 'zod';
import { withServerDefaults } from './server-defaults';

export const SITES_DIR = path.join(PROJECT_ROOT, 'config/sites');

/**
 * Reads and validates every config/sites/*.json (and those of `extraDir`, the e2e run's test
 * sites); fails naming the file, the key and the reason.
 */
export function readSiteConfigs(dir = SITES_DIR, extraDir?: string): SiteConfig[] {
  const files = [dir, ...(extraDir ? [extraDir] : [])].flatMap((d) =>
    fs
      .readdirSync(d)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => path.join(d, f)),
  );
  const configs = files.map((full) => {
    const rel = path.relative(PROJECT_ROOT, full);
    const file = rel.startsWith('..') ? full : rel;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (err) {
      throw new Error(`${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    const parsed = siteConfigSchema.safeParse(withServerDefaults(raw));
    if (!parsed.success) throw new Error(`${file}: ${describeIssues(parsed.error.issues)}`);
    const unpriced = unpricedCountries(parsed.data);
    if (unpriced.length > 0) {
      throw new Error(`${file}: countries without prices in their currency: ${unpriced.join(', ')}`);
    }
    return parsed.data;
  });
  if (configs.length === 0) throw new Error(`No site configured in ${dir}`);
  if (configs.filter((c) => c.default).length > 1) throw new Error('More than one site is marked default');
  const keys = configs.map((c) => c.key);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw new Error(`Two site files have the key ${twice}`);
  return configs;
}

/**
 * One line per problem, each naming the key: "features.chatSidbar: unknown key" rather than zod's
 * "Unrecognized key" on the parent object, so the operator sees which line of the file to fix.
 */
function describeIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .flatMap((i) => {
      const at = i.path.map(String);
      if (i.code === 'unrecognized_keys') return i.keys.map((k) => `${[...at, k].join('.')}: unknown key`);
      return [`${at.join('.') || '(file)'}: ${i.message}`];
    })
    .join('; ');
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
