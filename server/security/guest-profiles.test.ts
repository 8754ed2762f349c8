import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 16 defect 12: others see an age, never the birth date; guests cannot walk every profile. */
let a: TestMember;
let b: TestMember;
const t = setUpTestApp();
beforeAll(async () => {
  a = await createMember(t.app, t.tdb.db, { gender: 'male', country: 'NL', birth_date: '1990-06-15' });
  b = await createMember(t.app, t.tdb.db, { gender: 'female', country: 'NL', birth_date: '1991-03-02' });
});

const ageToday = (birth: string) => {
  const now = new Date();
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const had = now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d);
  return now.getUTCFullYear() - y - (had ? 0 : 1);
};

describe('birth dates', () => {
  it('a guest and another member see the age only', async () => {
    for (const viewer of [null, b]) {
      const res = await t.app.inject({
        url: `/api/member.php?profile=${a.profileId}`,
        headers: memberHeaders(viewer),
        remoteAddress: '10.55.0.9',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.date_of_birth).toBeNull();
      expect(res.json().profile.age).toBe(ageToday('1990-06-15'));
    }
    const search = await t.app.inject({
      url: '/api/search.php?min_age=18&max_age=99',
      headers: memberHeaders(b),
    });
    const found = search.json().profiles.find((p: { id: number }) => p.id === a.profileId);
    expect(found?.date_of_birth).toBeNull();
    expect(found?.age).toBe(ageToday('1990-06-15'));
  });

  it('the member still sees their own birth date', async () => {
    const me = (await t.app.inject({ url: '/api/user.php', headers: memberHeaders(a) })).json().user;
    expect(me.profile.date_of_birth).toBe('1990-06-15');
    expect(me.profile.age).toBe(ageToday('1990-06-15'));
  });
});

describe('guest profile reads', () => {
  it('are throttled per address; members are not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        url: `/api/member.php?profile=${a.profileId}`,
        remoteAddress: '10.55.1.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    const member = await t.app.inject({
      url: `/api/member.php?profile=${a.profileId}`,
      headers: memberHeaders(b),
      remoteAddress: '10.55.1.1',
    });
    expect(member.statusCode).toBe(200);
  });
});
