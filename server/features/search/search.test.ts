import type { SearchResponse } from '@common/api/search';
import { AGE_RANGE_BOUNDS, type AgeRange, ageOn, todayUtc, yearsBefore } from '@common/rules/age-range';
import { regionsOf } from '@common/rules/regions';
import { createMember, insertProfiles, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const t = setUpTestApp({ config: { searchCacheTtlMs: 0 } });
let viewer: TestMember;
const today = todayUtc();
const NL_REGION = regionsOf('NL')[0]?.id ?? 0;
type Row = { id: number; gender: 'male' | 'female'; birth: string; country: string; region: number | null };
const rows: Row[] = [];

beforeAll(async () => {
  viewer = await createMember(t.app, t.tdb.db, { gender: 'male', birth_date: '1990-05-05', country: 'NL' });
  const specs: Omit<Row, 'id'>[] = [];
  for (const gender of ['male', 'female'] as const) {
    for (const country of ['NL', 'BE', 'PL']) {
      for (const age of [18, 25, 26, 40, 55, 65, 66, 90]) {
        // 100 days before the birthday that makes them `age`: safely that age today.
        const birth = new Date(`${yearsBefore(today, age)}T00:00:00Z`);
        birth.setUTCDate(birth.getUTCDate() - 100);
        const region = country === 'NL' && age % 2 === 0 ? NL_REGION : null;
        specs.push({ gender, country, birth: birth.toISOString().slice(0, 10), region });
      }
    }
  }
  const ids = await insertProfiles(
    t.tdb.db,
    'demo',
    specs.map((s) => ({ gender: s.gender, birth_date: s.birth, country: s.country, region_id: s.region })),
  );
  rows.push(...specs.map((s, i) => ({ ...s, id: ids[i] ?? 0 })));
  // A profile of the other site and a deleted one never show.
  await insertProfiles(t.tdb.db, 'lavish-pl', [
    { gender: 'female', birth_date: '1990-01-01', country: 'NL' },
  ]);
  const [deleted] = await insertProfiles(t.tdb.db, 'demo', [
    { gender: 'female', birth_date: '1990-01-01', country: 'NL' },
  ]);
  await t.tdb.db.$client.query('update profiles set deleted = true where id = $1', [deleted]);
});

function search(query: Record<string, string | number>, m: TestMember | null = viewer) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ url: `/api/search.php?${qs}`, headers: memberHeaders(m) });
}

async function allIds(query: Record<string, string | number>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 20; page++) {
    const res = await search({ ...query, pp: 48, page });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SearchResponse;
    ids.push(...body.profiles.map((p) => p.id));
    if (body.profiles.length < 48) break;
  }
  return ids;
}

describe('GET /api/search.php filters', () => {
  it('returns exactly the matching profiles for every filter combination', async () => {
    for (const gender of ['male', 'female', ''] as const) {
      for (const range of Object.keys(AGE_RANGE_BOUNDS) as AgeRange[]) {
        for (const country of ['', 'NL', 'BE', 'PL']) {
          const { min, max } = AGE_RANGE_BOUNDS[range];
          const expected = rows
            .filter((r) => !gender || r.gender === gender)
            .filter((r) => {
              const a = ageOn(r.birth, today);
              return a >= min && a <= max;
            })
            .filter((r) => !country || r.country === country)
            .map((r) => r.id)
            .sort((a, b) => b - a);
          const got = await allIds({ gender, min_age: min, max_age: max, country, manual_search: 0 });
          expect(got, `${gender}/${range}/${country}`).toEqual(expected);
        }
      }
    }
  });

  it('filters by region within a country, and orders newest first', async () => {
    const got = await allIds({
      gender: '',
      min_age: 18,
      max_age: 100,
      country: 'NL',
      countryregion: NL_REGION,
    });
    const expected = rows.filter((r) => r.region === NL_REGION).map((r) => r.id);
    expect(got.length).toBeGreaterThan(0);
    expect([...got].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(got).toEqual([...got].sort((a, b) => b - a));
  });

  it('pages 12 at a time with a result count', async () => {
    const q = { gender: 'female', min_age: 18, max_age: 100, country: '' };
    const p1 = (await search({ ...q, page: 1 })).json() as SearchResponse;
    const p2 = (await search({ ...q, page: 2 })).json() as SearchResponse;
    expect(p1.profiles).toHaveLength(12);
    expect(p2.profiles).toHaveLength(12);
    expect(p1.paging).toMatchObject({ num_results: 24, estimated: false, page: 1, pp: 12 });
    expect(new Set([...p1.profiles, ...p2.profiles].map((p) => p.id)).size).toBe(24);
  });

  it('never shows the member their own profile', async () => {
    const ids = await allIds({ gender: 'male', min_age: 18, max_age: 100, country: '' });
    expect(ids).not.toContain(viewer.profileId);
  });
});

describe('auto load and remembered filters', () => {
  it('first load uses the server defaults: the other gender, every age and country', async () => {
    const m = await createMember(t.app, t.tdb.db, {
      gender: 'female',
      birth_date: '1985-01-01',
      country: 'PL',
    });
    const res = await search({ auto_load: 1, pp: 12, source: 'search' }, m);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchResponse;
    expect(body.filter_options).toMatchObject({
      gender: 'male',
      min_age: 18,
      max_age: 100,
      country: '',
      countryregion: 0,
    });
    expect(body.filter_options.countries).toContain('NL');
    expect(body.profiles.every((p) => p.gender === 'male')).toBe(true);
  });

  it('remembers a manual search, but not with do_not_save', async () => {
    const m = await createMember(t.app, t.tdb.db, { gender: 'male', country: 'NL' });
    await search({ gender: 'female', min_age: 26, max_age: 35, country: 'BE', manual_search: 1 }, m);
    await search(
      { gender: 'male', min_age: 21, max_age: 40, country: 'NL', manual_search: 1, do_not_save: 1 },
      m,
    );
    const body = (await search({ auto_load: 1 }, m)).json() as SearchResponse;
    expect(body.filter_options).toMatchObject({ gender: 'female', min_age: 26, max_age: 35, country: 'BE' });
    expect(body.profiles.length).toBeGreaterThan(0);
    expect(body.profiles.every((p) => p.country === 'BE' && p.gender === 'female')).toBe(true);
  });
});

describe('bad parameters', () => {
  it.each<Record<string, string | number>>([
    { min_age: 5 },
    { max_age: 300 },
    { page: -1 },
    { page: 0 },
    { country: 'XX' },
    { country: 'NLD' },
    { min_age: 40, max_age: 30 },
    { gender: 'other' },
    { country: 'NL', countryregion: 999_999 },
    { pp: 10_000 },
    { min_age: 'abc' },
  ])('answers 400 for %o and changes nothing', async (q) => {
    const res = await search({ ...q, manual_search: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed' });
    const saved = await t.tdb.db.$client.query('select 1 from search_filters where user_id = $1', [
      viewer.userId,
    ]);
    expect(saved.rows).toHaveLength(0);
  });

  it('answers an empty page for a huge page number', async () => {
    const res = await search({ page: 999_999_999 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchResponse;
    expect(body.profiles).toEqual([]);
    expect(body.paging.num_results).toBeGreaterThan(0);
  });
});

describe('blocks', () => {
  it('a blocked member never appears, either way round', async () => {
    const a = await createMember(t.app, t.tdb.db, {
      gender: 'male',
      birth_date: '1990-01-01',
      country: 'NL',
    });
    const b = await createMember(t.app, t.tdb.db, {
      gender: 'female',
      birth_date: '1991-01-01',
      country: 'NL',
    });
    const q = { gender: '', min_age: 18, max_age: 100, country: '' };
    const idsFor = async (m: TestMember) => {
      const ids: number[] = [];
      for (let page = 1; page < 10; page++) {
        const body = (await search({ ...q, pp: 48, page }, m)).json() as SearchResponse;
        ids.push(...body.profiles.map((p) => p.id));
        if (body.profiles.length < 48) break;
      }
      return ids;
    };
    expect(await idsFor(a)).toContain(b.profileId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: memberHeaders(a),
      payload: { profile: b.profileId },
    });
    expect(res.statusCode).toBe(200);
    expect(await idsFor(a)).not.toContain(b.profileId);
    expect(await idsFor(b)).not.toContain(a.profileId);
  });
});
