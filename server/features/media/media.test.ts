import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '@server/storage/local-storage';
import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-media-'));
const storage = createLocalStorage(path.join(dir, 'uploads'));
fs.writeFileSync(path.join(dir, 'secret.webp'), 'outside the uploads folder');
const t = setUpTestApp({ storage });

let owner: TestMember;
let other: TestMember;
const key = (status: string) => `p/${owner.profileId}/${status}-thumb.webp`;

beforeAll(async () => {
  owner = await createMember(t.app, t.tdb.db);
  other = await createMember(t.app, t.tdb.db);
  // 'unscored': approved, but the nudity model has not classified it yet (issue 27).
  for (const name of ['active', 'pending', 'rejected', 'unscored']) {
    await storage.put(key(name), Buffer.from(`RIFF${name}WEBP`), 'image/webp');
    await t.tdb.db.$client.query(
      `insert into images (profile_id, status, is_main, original_key, thumb_key, classify_state)
       values ($1, $2, false, $3, $4, $5)`,
      [
        owner.profileId,
        name === 'unscored' ? 'active' : name,
        key(name).replace('-thumb', ''),
        key(name),
        name === 'unscored' ? 'pending' : 'done',
      ],
    );
  }
});

describe('GET /media/*', () => {
  it('serves an active photo to anyone, cached publicly', async () => {
    const res = await t.app.inject({ url: `/media/${key('active')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe('RIFFactiveWEBP');
  });

  it.each(['pending', 'rejected', 'unscored'])(
    'serves a %s photo to its owner only, never cached',
    async (status) => {
      const url = `/media/${key(status)}`;
      for (const headers of [{}, memberHeaders(other)]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('WEBP');
      }
      const mine = await t.app.inject({ url, headers: memberHeaders(owner) });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.body).toBe(`RIFF${status}WEBP`);
    },
  );

  it('answers 404 for a stored file that belongs to no image', async () => {
    await storage.put(`p/${owner.profileId}/stray-thumb.webp`, Buffer.from('x'), 'image/webp');
    const res = await t.app.inject({ url: `/media/p/${owner.profileId}/stray-thumb.webp` });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    '/media/seed/2-thumb.webp',
    '/media/seed/..%2f..%2fsecret.webp',
    '/media/seed/1-thumb.png',
    '/media/Seed/1-thumb.webp',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  // The router normalises these before routing, so they never reach the media route at all.
  it.each(['/media/../secret.webp', '/media/%2e%2e/secret.webp'])('never serves %s', async (url) => {
    const res = await t.app.inject({ url });
    // The page fallback answers: 404 with the built web app, 503 in a checkout without a build.
    expect([404, 503]).toContain(res.statusCode);
    expect(res.body).not.toContain('outside the uploads folder');
  });

  it('refuses to store under a key that could leave the folder', async () => {
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('a/b.webp', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
