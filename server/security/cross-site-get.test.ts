import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 16 defect 10: the spec's state-changing GETs refuse a cross-site request (a link or an image elsewhere). */
let a: TestMember;
let b: TestMember;
const t = setUpTestApp();
beforeAll(async () => {
  a = await createMember(t.app, t.tdb.db, { gender: 'male', country: 'NL', birth_date: '1990-01-01' });
  b = await createMember(t.app, t.tdb.db, { gender: 'female', country: 'NL', birth_date: '1992-01-01' });
});

const get = (url: string, site: string | undefined, m: TestMember = a) =>
  t.app.inject({ url, headers: { ...memberHeaders(m), ...(site ? { 'sec-fetch-site': site } : {}) } });

const count = async (q: string, ...params: unknown[]) =>
  Number((await t.tdb.db.$client.query(q, params)).rows[0]?.n ?? 0);

describe('state-changing GETs from another site', () => {
  it('GET /api/chat.php does not open a conversation', async () => {
    const res = await get(`/api/chat.php?profile=${b.profileId}`, 'cross-site');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_origin');
    expect(await count('select count(*)::int as n from conversations')).toBe(0);
    expect((await get(`/api/chat.php?profile=${b.profileId}`, 'same-origin')).statusCode).toBe(200);
  });

  it('GET /api/search.php?manual_search=1 does not save filters; a plain search still works', async () => {
    const evil = await get('/api/search.php?manual_search=1&gender=male&country=BE', 'cross-site');
    expect(evil.statusCode).toBe(403);
    const plain = await get('/api/search.php?auto_load=1', 'cross-site');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().filter_options.country).not.toBe('BE');
  });

  it('HEAD, which runs the same handler, is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/api/chat.php?profile=${b.profileId}`,
      headers: { ...memberHeaders(a), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('GET /api/logout.php does not end the session; without the header (older browsers) it does', async () => {
    const res = await get('/api/logout.php', 'cross-site');
    expect(res.statusCode).toBe(403);
    expect((await get('/api/user.php', undefined)).json().user).not.toBeNull();
    expect((await get('/api/logout.php', 'same-origin')).statusCode).toBe(200);
    expect((await get('/api/user.php', undefined)).json().user ?? null).toBeNull();
  });
});
