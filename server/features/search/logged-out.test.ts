import type { SearchResponse } from '@common/api/search';
import type { SiteConfig } from '@common/api/settings';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { createMember, insertProfiles, memberHeaders } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/** Three variants of the demo site on their own hosts, to test the site settings of spec §6. */
function sites(): SiteRegistry {
  const base = readSiteConfigs();
  const demo = base.find((s) => s.key === 'demo') as SiteConfig;
  const variant = (host: string, patch: Partial<SiteConfig>): SiteConfig => ({
    ...demo,
    ...patch,
    hosts: [host],
    default: false,
  });
  return new SiteRegistry([
    ...base,
    // The same site key: profiles are shared, only the settings differ by host.
    variant('open.test', { logged_out_search: 'other' }),
    variant('ts.test', { logged_out_search_trafficsource: 'other' }),
    variant('near.test', { features: { ...demo.features, searchAllCountries: false } }),
  ]);
}

const t = setUpTestApp({ sites: sites(), config: { searchCacheTtlMs: 0 } });
beforeAll(async () => {
  await insertProfiles(
    t.tdb.db,
    'demo',
    ['NL', 'BE', 'PL', 'DE'].map((country) => ({ gender: 'female', birth_date: '1990-03-03', country })),
  );
});

const guest = (host: string, qs: string) => t.app.inject({ url: `/api/search.php?${qs}`, headers: { host } });

describe('logged-out search (spec §6)', () => {
  it('sends guests to signup/login when both settings are none', async () => {
    const res = await guest('localhost', 'auto_load=1&trafficsource=adnet');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'search_login_required' });
  });

  it('shows results to guests when logged_out_search is not none', async () => {
    const res = await guest('open.test', 'auto_load=1');
    expect(res.statusCode).toBe(200);
    expect((res.json() as SearchResponse).profiles.length).toBe(4);
  });

  it('needs a traffic source for the traffic-source variant', async () => {
    expect((await guest('ts.test', 'auto_load=1')).statusCode).toBe(403);
    expect((await guest('ts.test', 'auto_load=1&trafficsource=adnet')).statusCode).toBe(200);
  });

  it('never lets a guest save filters and answers 403 for an ended session', async () => {
    const res = await t.app.inject({
      url: '/api/search.php?auto_load=1',
      headers: { host: 'open.test', cookie: 'amorio_session=gone' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'session_ended' });
  });
});

describe('country options without search across all countries', () => {
  it('offers only the member country and its neighbour, and searches only those', async () => {
    const m = await createMember(t.app, t.tdb.db, { gender: 'male', country: 'NL' }, 'near.test');
    const res = await t.app.inject({
      url: '/api/search.php?auto_load=1',
      headers: memberHeaders(m, 'near.test'),
    });
    const body = res.json() as SearchResponse;
    expect(body.filter_options.countries).toEqual(['NL', 'BE']);
    expect(body.profiles.map((p) => p.country).sort()).toEqual(['BE', 'NL']);
    const pl = await t.app.inject({
      url: '/api/search.php?country=PL',
      headers: memberHeaders(m, 'near.test'),
    });
    expect(pl.statusCode).toBe(400);
  });
});
