import type { LikesResponse } from '@common/api/likes';
import { MEMBER_EVENTS_CHANNEL } from '@server/events/notify';
import { notificationsDuring } from '@server/test/notifications';
import { createMember, insertProfiles, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

const like = (m: TestMember, profile: number, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: '/api/likes.php', headers: memberHeaders(m), payload: { profile } });
const likes = async (m: TestMember) => {
  const res = await t.app.inject({ url: '/api/likes.php', headers: memberHeaders(m) });
  expect(res.statusCode).toBe(200);
  return res.json() as LikesResponse;
};
const member = () =>
  createMember(t.app, t.tdb.db, { gender: 'female', birth_date: '1990-01-01', country: 'NL' });

describe('likes', () => {
  it('is idempotent: liking twice keeps one like', async () => {
    const [a, b] = [await member(), await member()];
    expect((await like(a, b.profileId)).statusCode).toBe(200);
    expect((await like(a, b.profileId)).statusCode).toBe(200);
    const n = await t.tdb.db.$client.query(
      'select count(*)::int as n from likes where liker_profile_id = $1 and liked_profile_id = $2',
      [a.profileId, b.profileId],
    );
    expect(n.rows[0]?.n).toBe(1);
    const mine = await likes(a);
    expect(mine.profiles.map((p) => p.id)).toEqual([b.profileId]);
    expect(mine.profiles[0]?.did_like_profile).toBe(true);
  });

  it('hides who liked a free member until it is mutual, then shows the match', async () => {
    const [a, b] = [await member(), await member()];
    await like(a, b.profileId);
    let theirs = await likes(b);
    expect(theirs.liked_by).toEqual([{ id: 0, like_new: true }]);
    expect(theirs.profiles).toEqual([]);
    await like(b, a.profileId);
    theirs = await likes(b);
    expect(theirs.liked_by).toEqual([{ id: a.profileId, like_new: true }]);
    const p = theirs.profiles.find((x) => x.id === a.profileId);
    expect(p).toMatchObject({ did_like_profile: true, liked_by_profile: true });
  });

  it('shows every liker to a premium member', async () => {
    const [a, b] = [await member(), await member()];
    await t.tdb.db.$client.query("update users set premium_until = now() + interval '1 day' where id = $1", [
      b.userId,
    ]);
    await like(a, b.profileId);
    const theirs = await likes(b);
    expect(theirs.liked_by).toEqual([{ id: a.profileId, like_new: true }]);
    expect(theirs.profiles.map((x) => x.id)).toEqual([a.profileId]);
  });

  it('opening the liker profile sets like_new false', async () => {
    const [a, b] = [await member(), await member()];
    await t.tdb.db.$client.query("update users set premium_until = now() + interval '1 day' where id = $1", [
      b.userId,
    ]);
    await like(a, b.profileId);
    const res = await t.app.inject({
      url: `/api/member.php?profile=${a.profileId}`,
      headers: memberHeaders(b),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: a.profileId, like_new: false, liked_by_profile: true });
    expect((await likes(b)).liked_by).toEqual([{ id: a.profileId, like_new: false }]);
  });

  it('unliking removes the like', async () => {
    const [a, b] = [await member(), await member()];
    await like(a, b.profileId);
    expect((await like(a, b.profileId, 'DELETE')).statusCode).toBe(200);
    expect((await likes(a)).profiles).toEqual([]);
    expect((await likes(b)).liked_by).toEqual([]);
  });

  it('no member can read another member’s likes: the list is always the caller’s own', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await like(a, b.profileId);
    const cs = await likes(c);
    expect(cs).toEqual({ profiles: [], liked_by: [] });
    const guest = await t.app.inject({ url: '/api/likes.php' });
    expect(guest.statusCode).toBe(403);
  });

  it('refuses unknown, other-site, blocked and own profiles without storing anything', async () => {
    const a = await member();
    const b = await member();
    const [foreign] = await insertProfiles(t.tdb.db, 'lavish-pl', [{ gender: 'female' }]);
    expect((await like(a, 999_999_999)).statusCode).toBe(404);
    expect((await like(a, foreign ?? 0)).statusCode).toBe(404);
    expect((await like(a, a.profileId)).statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: memberHeaders(b),
      payload: { profile: a.profileId },
    });
    expect((await like(a, b.profileId)).statusCode).toBe(404);
    expect((await like(a, -3)).statusCode).toBe(400);
    const n = await t.tdb.db.$client.query(
      'select count(*)::int as n from likes where liker_profile_id = $1',
      [a.profileId],
    );
    expect(n.rows[0]?.n).toBe(0);
  });

  it('blocked members leave each other’s likes', async () => {
    const [a, b] = [await member(), await member()];
    await like(a, b.profileId);
    await like(b, a.profileId);
    await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: memberHeaders(a),
      payload: { profile: b.profileId },
    });
    expect(await likes(a)).toEqual({ profiles: [], liked_by: [] });
    expect(await likes(b)).toEqual({ profiles: [], liked_by: [] });
  });

  it('announces a new like to the liked member in the same transaction', async () => {
    const [a, b] = [await member(), await member()];
    const got = await notificationsDuring(t.tdb.db.$client, MEMBER_EVENTS_CHANNEL, async () => {
      await like(a, b.profileId);
      await like(a, b.profileId);
    });
    // The publisher packs the events of a batch into one payload with their log ids (020b, 026b).
    const packed = got.map((p) => JSON.parse(p) as { events: { userId: number; event: unknown }[] });
    expect(packed.flatMap((p) => p.events.map(({ userId, event }) => ({ userId, event })))).toEqual([
      // b is not premium and does not like a: the event does not name the liker (decision 010a).
      { userId: b.userId, event: { type: 'like' } },
      { userId: b.userId, event: { type: 'notification' } },
    ]);
  });
});
