import type { LikesResponse } from '@common/api/likes';
import type { SearchResponse } from '@common/api/search';
import { todayUtc, yearsBefore } from '@common/rules/age-range';
import { createMember, insertProfiles, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

// /signup-matches (web/features/landing/components/member-matches.tsx): a new member's first page of
// their own search (auto_load, 6 a page), liked in one go with POST /api/likes.php each.
const t = setUpTestApp({ config: { searchCacheTtlMs: 0 } });
const MATCHES = 'source=signup-matches&auto_load=1&pp=6';
let member: TestMember;
let women: number[];

beforeAll(async () => {
  member = await createMember(t.app, t.tdb.db, { gender: 'male', birth_date: '1992-03-03', country: 'NL' });
  const birth = `${yearsBefore(todayUtc(), 33).slice(0, 4)}-01-01`;
  women = await insertProfiles(
    t.tdb.db,
    'demo',
    Array.from({ length: 8 }, () => ({ gender: 'female' as const, birth_date: birth, country: 'NL' })),
  );
  await insertProfiles(
    t.tdb.db,
    'demo',
    Array.from({ length: 8 }, () => ({ gender: 'male' as const, birth_date: birth, country: 'NL' })),
  );
});

async function matches(): Promise<SearchResponse> {
  const res = await t.app.inject({ url: `/api/search.php?${MATCHES}`, headers: memberHeaders(member) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}

describe('signup matches', () => {
  it("offers real profiles that fit the new member's preferences, liked all at once", async () => {
    const first = await matches();
    expect(first.profiles).toHaveLength(6);
    // A man's default search: women, so none of the men inserted alongside.
    for (const p of first.profiles) expect(women).toContain(p.id);
    expect(first.filter_options.gender).toBe('female');
    const picked = first.profiles.map((p) => p.id);
    for (const profile of picked) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/likes.php',
        headers: memberHeaders(member),
        payload: { profile },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const likes = (
      await t.app.inject({ url: '/api/likes.php', headers: memberHeaders(member) })
    ).json() as LikesResponse;
    expect(likes.profiles.map((p) => p.id).sort()).toEqual([...picked].sort());
    // The page leaves out who is liked already, so a second visit offers the others.
    const again = await matches();
    const liked = again.profiles.filter((p) => p.did_like_profile).map((p) => p.id);
    for (const id of liked) expect(picked).toContain(id);
  });

  it('gives a guest no matches: the search is for members', async () => {
    const res = await t.app.inject({ url: `/api/search.php?${MATCHES}`, headers: memberHeaders(null) });
    expect(res.statusCode).toBe(403);
  });
});
