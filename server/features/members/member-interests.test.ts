import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { insertProfiles } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/**
 * memberDetailsLoadInterests (issue 25.4): member details carry the member's interests on a site
 * that turns it on (here the demo site) and not on one that leaves it off (the lavish site).
 */
const t = setUpTestApp(() => ({
  sites: new SiteRegistry(
    readSiteConfigs().map((s) =>
      s.key === 'demo' ? { ...s, features: { ...s.features, memberDetailsLoadInterests: true } } : s,
    ),
  ),
}));

async function withInterests(site: string): Promise<number> {
  const [id] = await insertProfiles(t.tdb.db, site, [{ name: 'Ines' }]);
  if (id === undefined) throw new Error('no profile');
  for (const i of ['travel', 'music'])
    await t.tdb.db.$client.query('insert into profile_interests (profile_id, interest) values ($1, $2)', [
      id,
      i,
    ]);
  return id;
}

describe('GET /api/member.php and interests', () => {
  it('answers the interests where the site loads them', async () => {
    const id = await withInterests('demo');
    const res = await t.app.inject({ url: `/api/member.php?profile=${id}`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().interests).toEqual(['music', 'travel']);
  });

  it('leaves them out where the site does not', async () => {
    const id = await withInterests('lavish-pl');
    const res = await t.app.inject({
      url: `/api/member.php?profile=${id}`,
      headers: { host: 'lavish.localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('interests');
  });
});
