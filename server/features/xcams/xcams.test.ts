import type { SiteConfig } from '@common/api/settings';
import type { CamSearchResponse } from '@common/api/xcams';
import { readSiteConfigs } from '@server/sites/load-sites';
import { SiteRegistry } from '@server/sites/site-registry';
import { startCamPartner } from '@server/test/cam-partner-server';
import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let partner: Awaited<ReturnType<typeof startCamPartner>>;
let eligible: TestMember;

const t = setUpTestApp(async () => {
  partner = await startCamPartner();
  const base = readSiteConfigs();
  const demo = base.find((s) => s.key === 'demo') as SiteConfig;
  const sites = new SiteRegistry([
    ...base.map((s) =>
      s.key === 'demo' ? { ...s, cam_partner: { base_url: partner.url, affiliate_id: 'aff-42' } } : s,
    ),
    { ...demo, hosts: ['nocams.test'], default: false, cam_partner: null },
    { ...demo, hosts: ['builtin.test'], default: false, cam_partner: 'demo' },
    {
      ...demo,
      hosts: ['adsonly.test'],
      default: false,
      member_resell: ['camads'],
      cam_partner: { base_url: partner.url, affiliate_id: 'aff-42' },
    },
  ]);
  return { sites };
});
beforeAll(async () => {
  eligible = await createMember(t.app, t.tdb.db, { gender: 'male', country: 'NL' });
  await t.tdb.db.$client.query("update users set signup_at = now() - interval '5 days' where id = $1", [
    eligible.userId,
  ]);
});
afterAll(async () => {
  await partner.close();
});

const cams = (m: TestMember | null, qs = 'gender=female&min_age=18&max_age=30', host = 'localhost') =>
  t.app.inject({ url: `/api/xcams/search.php?${qs}`, headers: memberHeaders(m, host) });

describe('GET /api/xcams/search.php', () => {
  it('asks the partner with the filters and the affiliate id, and answers cams by account', async () => {
    const res = await cams(eligible);
    expect(res.statusCode).toBe(200);
    const body = res.json() as CamSearchResponse;
    expect(Object.keys(body.cams)).toEqual(['female_cam_1', 'female_cam_2', 'female_cam_3']);
    expect(body.cams.female_cam_1).toMatchObject({ account: 'female_cam_1', age: 21, online: true });
    expect(body.resell).toBe(true);
    const req = partner.requests.at(-1);
    expect(req?.path).toBe('/api/v1/performers');
    expect(Object.fromEntries(req?.query ?? [])).toMatchObject({
      gender: 'female',
      min_age: '18',
      max_age: '30',
      aff: 'aff-42',
    });
  });

  it('shows no tiles to guests, new, paid or premium members', async () => {
    const fresh = await createMember(t.app, t.tdb.db, { gender: 'male' });
    const paid = await createMember(t.app, t.tdb.db, { gender: 'male' });
    const premium = await createMember(t.app, t.tdb.db, { gender: 'male' });
    await t.tdb.db.$client.query(
      "update users set signup_at = now() - interval '30 days', paid_user = (id = $1), premium_until = case when id = $2 then now() + interval '1 day' end where id in ($1, $2)",
      [paid.userId, premium.userId],
    );
    for (const m of [null, fresh, paid, premium]) {
      expect((await cams(m)).json()).toEqual({ cams: {}, resell: false });
    }
  });

  it('shows no tiles without a partner, and only resell ads on a camads-only site', async () => {
    const m = await createMember(t.app, t.tdb.db, {}, 'nocams.test');
    await t.tdb.db.$client.query("update users set signup_at = now() - interval '9 days' where id = $1", [
      m.userId,
    ]);
    expect((await cams(m, '', 'nocams.test')).json()).toEqual({ cams: {}, resell: false });
    const r = await t.app.inject({
      url: '/api/xcams/redirect.php?account=abc',
      headers: { host: 'nocams.test' },
    });
    expect(r.statusCode).toBe(404);
    const a = await createMember(t.app, t.tdb.db, {}, 'adsonly.test');
    await t.tdb.db.$client.query("update users set signup_at = now() - interval '9 days' where id = $1", [
      a.userId,
    ]);
    expect((await cams(a, '', 'adsonly.test')).json()).toEqual({ cams: {}, resell: true });
  });

  it('answers no cams (never an error) when the partner fails', async () => {
    partner.setFail(true);
    try {
      const res = await cams(eligible, 'gender=male&min_age=40&max_age=50');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cams: {}, resell: true });
    } finally {
      partner.setFail(false);
    }
  });

  it('refuses bad filters with a 400', async () => {
    expect((await cams(eligible, 'min_age=5')).statusCode).toBe(400);
  });
});

describe('built-in demo partner (npm start)', () => {
  it('answers cams plainly marked as demo, and its links open a plain-text test-mode page', async () => {
    const m = await createMember(t.app, t.tdb.db, {}, 'builtin.test');
    await t.tdb.db.$client.query("update users set signup_at = now() - interval '9 days' where id = $1", [
      m.userId,
    ]);
    const body = (
      await cams(m, 'gender=female&min_age=18&max_age=30', 'builtin.test')
    ).json() as CamSearchResponse;
    const list = Object.values(body.cams);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.name.includes('(Demo)') && c.age !== null && c.age >= 18 && c.age <= 30)).toBe(
      true,
    );
    const go = await t.app.inject({
      url: `/api/xcams/redirect.php?account=${list[0]?.account}`,
      headers: { host: 'builtin.test' },
    });
    expect(go.statusCode).toBe(302);
    const page = await t.app.inject({
      url: go.headers.location as string,
      headers: { host: 'builtin.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('test mode');
    const elsewhere = await t.app.inject({ url: go.headers.location as string });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('partner redirects', () => {
  it('sends a member to the performer with the affiliate id', async () => {
    const res = await t.app.inject({ url: '/api/xcams/redirect.php?account=female_cam_1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${partner.url}/go/female_cam_1?aff=aff-42&src=profile-search`);
    const bad = await t.app.inject({ url: '/api/xcams/redirect.php?account=../../evil' });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the resell flow to the partner', async () => {
    const res = await t.app.inject({ url: '/api/resellpartner.php?flow=profile-search&redirect=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${partner.url}/join?flow=profile-search&aff=aff-42`);
  });

  it('never leaks the partner configuration into the public settings', async () => {
    const res = await t.app.inject({ url: '/api/settings.php' });
    expect(res.body).not.toContain('aff-42');
  });
});
