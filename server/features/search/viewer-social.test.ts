import type { Profile } from '@common/api/profile';
import type { SearchResponse } from '@common/api/search';
import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestDb, startTestNode, type TestNode } from '@server/test/test-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two "server processes" with the caches on, as main.ts runs them: the viewer's likes, blocks
 * and premium are cached per viewer (decision 019b) and every change must still show.
 */
const tdb = setUpTestDb();
const nodes: TestNode[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let man: TestMember;
let woman: TestMember;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) nodes.push(await startTestNode(tdb, { config: { sessionCacheTtlMs: 60_000 } }));
  [a, b] = nodes.map((n) => n.app) as [FastifyInstance, FastifyInstance];
  man = await createMember(a, tdb.db, { gender: 'male', birth_date: '1990-01-01', country: 'NL' });
  woman = await createMember(a, tdb.db, { gender: 'female', birth_date: '1991-01-01', country: 'NL' });
});

afterAll(async () => {
  for (const n of nodes) await n.close();
});

/** The card of `other` in `viewer`'s first result page on `app`, or null when it is not there. */
async function cardOf(app: FastifyInstance, viewer: TestMember, other: TestMember): Promise<Profile | null> {
  const gender = other === woman ? 'female' : 'male';
  const res = await app.inject({
    url: `/api/search.php?gender=${gender}&min_age=18&max_age=100&country=NL&page=1&pp=48`,
    headers: memberHeaders(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).profiles.find((p) => p.id === other.profileId) ?? null;
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met within 2.5 s');
}

describe('the viewer’s likes, blocks and premium in cached search results', () => {
  it('shows the member’s own like at once on their process and soon on the other', async () => {
    expect((await cardOf(a, man, woman))?.did_like_profile).toBe(false);
    expect((await cardOf(b, man, woman))?.did_like_profile).toBe(false);
    const like = await a.inject({
      method: 'POST',
      url: '/api/likes.php',
      headers: memberHeaders(man),
      payload: { profile: woman.profileId },
    });
    expect(like.statusCode, like.body).toBe(200);
    expect((await cardOf(a, man, woman))?.did_like_profile).toBe(true);
    await eventually(async () => (await cardOf(b, man, woman))?.did_like_profile === true);
  });

  it('follows premium, seen marks and blocks written by anyone, on both processes', async () => {
    // Not premium: who liked her stays hidden.
    expect((await cardOf(a, woman, man))?.liked_by_profile).toBe(false);
    expect((await cardOf(b, woman, man))?.liked_by_profile).toBe(false);
    await tdb.db.$client.query(`update users set premium_until = now() + interval '1 day' where id = $1`, [
      woman.userId,
    ]);
    for (const app of [a, b]) {
      await eventually(async () => {
        const card = await cardOf(app, woman, man);
        return card?.liked_by_profile === true && card.like_new === true;
      });
    }
    await tdb.db.$client.query(
      'update likes set seen = true where liker_profile_id = $1 and liked_profile_id = $2',
      [man.profileId, woman.profileId],
    );
    for (const app of [a, b])
      await eventually(async () => (await cardOf(app, woman, man))?.like_new === false);
    await tdb.db.$client.query(
      'insert into blocks (blocker_profile_id, blocked_profile_id) values ($1, $2)',
      [man.profileId, woman.profileId],
    );
    for (const app of [a, b]) {
      await eventually(async () => (await cardOf(app, woman, man)) === null);
      await eventually(async () => (await cardOf(app, man, woman)) === null);
    }
  });
});
