import type { Profile } from '@common/api/profile';
import type { SearchResponse } from '@common/api/search';
import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

/** Issue 16 defects 4 and 8 as the member page, search and the user call answer them. */
const t = setUpTestApp({
  config: { logLevel: 'silent', isDev: false, validateResponses: true, searchCacheTtlMs: 0 },
});

const member = (gender: 'male' | 'female', birth_date: string) =>
  createMember(t.app, t.tdb.db, { gender, birth_date, country: 'PL' });

async function memberPage(viewer: TestMember, of: TestMember): Promise<Profile> {
  const res = await t.app.inject({
    url: `/api/member.php?profile=${of.profileId}`,
    headers: memberHeaders(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile;
}

/** Finds `of` in the viewer's search for its exact birth year and country. */
async function searchCard(viewer: TestMember, of: TestMember, age: number): Promise<Profile | undefined> {
  for (let page = 1; page < 10; page++) {
    const qs = new URLSearchParams({
      gender: 'female',
      min_age: String(age),
      max_age: String(age),
      country: 'PL',
      pp: '48',
      page: String(page),
      do_not_save: '1',
    });
    const res = await t.app.inject({ url: `/api/search.php?${qs}`, headers: memberHeaders(viewer) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SearchResponse;
    const found = body.profiles.find((p) => p.id === of.profileId);
    if (found || body.profiles.length < 48) return found;
  }
  return undefined;
}

const ageOf = (birth: string) => {
  const now = new Date();
  const b = new Date(`${birth}T00:00:00Z`);
  let age = now.getUTCFullYear() - b.getUTCFullYear();
  if (now.getUTCMonth() * 100 + now.getUTCDate() < b.getUTCMonth() * 100 + b.getUTCDate()) age--;
  return age;
};

describe('what other members see of a profile', () => {
  it('a pending or rejected main photo only to its owner', async () => {
    const viewer = await member('male', '1980-03-03');
    const owner = await member('female', '1933-06-15');
    for (const status of ['pending', 'rejected'] as const) {
      await t.tdb.db.$client.query('delete from images where profile_id = $1', [owner.profileId]);
      await t.tdb.db.$client.query(
        `insert into images (profile_id, status, is_main, original_key, thumb_key)
         values ($1, $2, true, 'o.webp', 'unmoderated.webp')`,
        [owner.profileId, status],
      );
      const seen = await memberPage(viewer, owner);
      expect([status, seen.main_image, seen.images]).toEqual([status, null, []]);
      const card = await searchCard(viewer, owner, ageOf('1933-06-15'));
      expect(card?.id).toBe(owner.profileId);
      expect([status, card?.main_image]).toEqual([status, null]);
    }
    await t.tdb.db.$client.query(`update images set status = 'pending' where profile_id = $1`, [
      owner.profileId,
    ]);
    const own = await t.app.inject({ url: '/api/user.php', headers: memberHeaders(owner) });
    expect(own.json().user.profile.main_image).toEqual({
      thumb_filename: 'unmoderated.webp',
      status: 'pending',
    });
  });

  it('who liked them only to premium members (or when the like is mutual)', async () => {
    const viewer = await member('male', '1981-04-04');
    const liker = await member('female', '1934-07-20');
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/likes.php',
      headers: memberHeaders(liker),
      payload: { profile: viewer.profileId },
    });
    expect(like.statusCode, like.body).toBe(200);
    const age = ageOf('1934-07-20');
    const free = await searchCard(viewer, liker, age);
    expect([free?.liked_by_profile, free?.like_new]).toEqual([false, false]);
    expect((await memberPage(viewer, liker)).liked_by_profile).toBe(false);
    await t.tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      viewer.userId,
    ]);
    const premium = await searchCard(viewer, liker, age);
    expect(premium?.liked_by_profile).toBe(true);
    expect((await memberPage(viewer, liker)).liked_by_profile).toBe(true);
  });
});
