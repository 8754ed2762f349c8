import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBlockedEitherWay, loadPublicProfiles } from './public-profile';

const t = setUpTestDb();
let a = 0;
let b = 0;
let c = 0;
beforeAll(async () => {
  const ins = async (name: string, site = 'demo') => {
    const r = await t.db.execute<{ id: number }>(
      sql`insert into profiles (site_key, name, gender) values (${site}, ${name}, 'female') returning id`,
    );
    return r.rows[0]?.id ?? 0;
  };
  a = await ins('Anna');
  b = await ins('Bea');
  c = await ins('Cleo');
  await t.db.execute(sql`insert into images (profile_id, status, is_main, original_key, thumb_key, classify_state)
                         values (${b}, 'active', true, 'o.webp', 'b-thumb.webp', 'done'),
                                (${b}, 'pending', false, 'p.webp', 'p.webp', 'done')`);
  await t.db.execute(
    sql`insert into likes (liker_profile_id, liked_profile_id) values (${a}, ${b}), (${b}, ${a})`,
  );
});

describe('loadPublicProfiles', () => {
  it('answers profiles in the order asked, with like flags relative to the viewer and only active images', async () => {
    const [pb, pc] = await loadPublicProfiles(t.db, 'demo', a, [b, c]);
    expect(pb).toMatchObject({
      id: b,
      name: 'Bea',
      did_like_profile: true,
      liked_by_profile: true,
      like_new: true,
    });
    expect(pb?.main_image).toEqual({ thumb_filename: 'b-thumb.webp', status: 'active' });
    expect(pb?.images).toHaveLength(1);
    expect(pc).toMatchObject({ id: c, did_like_profile: false, liked_by_profile: false, main_image: null });
  });

  it('leaves out blocked pairs and other sites', async () => {
    await t.db.execute(sql`insert into blocks (blocker_profile_id, blocked_profile_id) values (${c}, ${a})`);
    expect(await isBlockedEitherWay(t.db, a, c)).toBe(true);
    expect((await loadPublicProfiles(t.db, 'demo', a, [b, c])).map((p) => p.id)).toEqual([b]);
    expect(await loadPublicProfiles(t.db, 'lavish-pl', a, [b])).toEqual([]);
  });
});
