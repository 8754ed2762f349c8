import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Profile } from '@common/api/profile';
import type { SearchResponse } from '@common/api/search';
import { createLocalStorage } from '@server/storage/local-storage';
import { call, openChat } from '@server/test/chat-fixtures';
import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The display rules of photos flagged as nudity (issue 27, decision 027c), through the
 * classifier's interface: the scores and the flag are set on the rows as the classifier would.
 */
const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-nudity-')));
const t = setUpTestApp({ storage, config: { searchCacheTtlMs: 0 } });

let owner: TestMember;
let hider: TestMember;
let seer: TestMember;
const keys = (name: string) => ({
  original: `p/${owner.profileId}/${name}.webp`,
  thumb: `p/${owner.profileId}/${name}-thumb.webp`,
});

async function addPhoto(name: string, main: boolean, score: number, nudity: boolean) {
  const k = keys(name);
  for (const key of [k.original, k.thumb])
    await storage.put(key, Buffer.from(`RIFF${name}WEBP`), 'image/webp');
  await t.tdb.db.$client.query(
    `insert into images (profile_id, status, is_main, original_key, thumb_key, classify_state,
                         nudity_scores, nudity_score, nudity, classified_at)
     values ($1, 'active', $2, $3, $4, 'done', $5, $6, $7, now())`,
    [owner.profileId, main, k.original, k.thumb, JSON.stringify({ porn: score }), score, nudity],
  );
}

const memberOf = async (viewer: TestMember | null): Promise<Profile> => {
  const res = await t.app.inject({
    url: `/api/member.php?profile=${owner.profileId}`,
    headers: memberHeaders(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile;
};

const searchFor = async (viewer: TestMember, hideNudity?: string): Promise<Profile | undefined> => {
  const q = new URLSearchParams({ gender: 'female', min_age: '30', max_age: '40', country: 'NL', pp: '48' });
  if (hideNudity !== undefined) q.set('hideNudity', hideNudity);
  const res = await t.app.inject({ url: `/api/search.php?${q}`, headers: memberHeaders(viewer) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).profiles.find((p) => p.id === owner.profileId);
};

const HIDDEN = { thumb_filename: '', status: 'active', hidden: true };

beforeAll(async () => {
  owner = await createMember(t.app, t.tdb.db, { gender: 'female', birth_date: '1991-03-03', country: 'NL' });
  hider = await createMember(t.app, t.tdb.db, { gender: 'male', birth_date: '1990-01-01', country: 'NL' });
  seer = await createMember(t.app, t.tdb.db, { gender: 'male', birth_date: '1990-01-01', country: 'NL' });
  await addPhoto('flagged', true, 0.93, true);
  await addPhoto('calm', false, 0.02, false);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/photo-settings.php',
    headers: { ...memberHeaders(seer), 'content-type': 'application/json' },
    payload: { hide_nudity: false },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual({ hide_nudity: false });
});

describe('photos flagged as nudity', () => {
  it('follow the site default (hide) until the member chooses, and the choice is on the user', async () => {
    const user = async (m: TestMember) =>
      (await t.app.inject({ url: '/api/user.php', headers: memberHeaders(m) })).json().user.hide_nudity;
    expect(await user(hider)).toBe(true);
    expect(await user(seer)).toBe(false);
  });

  it('are hidden in search with hideNudity on, shown with it off; the member choice is the default', async () => {
    expect((await searchFor(hider))?.main_image).toEqual(HIDDEN);
    expect((await searchFor(seer, '1'))?.main_image).toEqual(HIDDEN);
    const off = await searchFor(hider, '0');
    expect(off?.main_image).toEqual({ thumb_filename: keys('flagged').thumb, status: 'active' });
    expect((await searchFor(seer))?.main_image?.hidden).toBeUndefined();
    expect(off?.images.map((i) => i.thumb_filename)).toEqual([keys('flagged').thumb, keys('calm').thumb]);
  });

  it('are hidden on the member page (chat, likes and landers load the same way) for guests and hiders', async () => {
    for (const viewer of [null, hider]) {
      const p = await memberOf(viewer);
      expect(p.main_image).toEqual(HIDDEN);
      expect(p.images).toEqual([
        { id: expect.any(Number), ...HIDDEN },
        { id: expect.any(Number), thumb_filename: keys('calm').thumb, status: 'active' },
      ]);
      expect(JSON.stringify(p)).not.toContain('flagged');
    }
    expect((await memberOf(seer)).main_image?.thumb_filename).toBe(keys('flagged').thumb);
  });

  it('are hidden in a chat, the chat list and the likes of a member who hides nudity', async () => {
    await openChat(t.app, t.tdb.db, hider, owner.profileId);
    const opened = await call(t.app, hider, 'GET', `/api/chat.php?profile=${owner.profileId}`);
    expect(opened.json().profile.main_image).toEqual(HIDDEN);
    const chats = await call(t.app, hider, 'GET', '/api/chats.php');
    const inList = chats.json().chats.find((c: { profile: Profile }) => c.profile.id === owner.profileId);
    expect(inList.profile.main_image).toEqual(HIDDEN);
    expect(
      (await call(t.app, hider, 'POST', '/api/likes.php', { profile: owner.profileId })).statusCode,
    ).toBe(200);
    const likes = await call(t.app, hider, 'GET', '/api/likes.php');
    const liked = likes.json().profiles.find((p: Profile) => p.id === owner.profileId);
    expect(liked.main_image).toEqual(HIDDEN);
    expect(likes.body).not.toContain('flagged');
  });

  it('show the owner their own photo', async () => {
    const res = await t.app.inject({ url: '/api/user.php', headers: memberHeaders(owner) });
    expect(res.json().user.profile.main_image).toEqual({
      thumb_filename: keys('flagged').thumb,
      status: 'active',
    });
  });

  it('are refused by the media route to guests and hiders, served privately to the owner and seers', async () => {
    for (const key of [keys('flagged').original, keys('flagged').thumb]) {
      for (const viewer of [null, hider]) {
        const res = await t.app.inject({ url: `/media/${key}`, headers: memberHeaders(viewer) });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('WEBP');
      }
      for (const viewer of [owner, seer]) {
        const res = await t.app.inject({ url: `/media/${key}`, headers: memberHeaders(viewer) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toBe('RIFFflaggedWEBP');
      }
    }
    const calm = await t.app.inject({ url: `/media/${keys('calm').thumb}` });
    expect(calm.statusCode).toBe(200);
    expect(calm.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('refuses a setting that is not a yes or no and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photo-settings.php',
      headers: { ...memberHeaders(hider), 'content-type': 'application/json' },
      payload: { hide_nudity: 'no' },
    });
    expect(res.statusCode).toBe(400);
    const user = await t.app.inject({ url: '/api/user.php', headers: memberHeaders(hider) });
    expect(user.json().user.hide_nudity).toBe(true);
  });
});
