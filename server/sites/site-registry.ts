import type { SiteConfig } from '@common/api/settings';

/** Resolves a request's site: X-Original-Host, else Host, else the default site. */
export class SiteRegistry {
  private readonly byHost = new Map<string, SiteConfig>();
  readonly defaultSite: SiteConfig;

  constructor(readonly all: SiteConfig[]) {
    for (const site of all) for (const h of site.hosts) this.byHost.set(h.toLowerCase(), site);
    const def = all.find((s) => s.default) ?? all[0];
    if (!def) throw new Error('SiteRegistry needs at least one site');
    this.defaultSite = def;
  }

  byKey(key: string): SiteConfig | undefined {
    return this.all.find((s) => s.key === key);
  }

  resolve(originalHost: string | undefined, host: string | undefined): SiteConfig {
    for (const h of [originalHost, host]) {
      if (!h) continue;
      const site = this.byHost.get(stripPort(h)) ?? this.byHost.get(h.toLowerCase());
      if (site) return site;
    }
    return this.defaultSite;
  }
}

function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? h;
}
