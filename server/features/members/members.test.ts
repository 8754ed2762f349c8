import { createMember, insertProfiles, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

const member = () =>
  createMember(t.app, t.tdb.db, { gender: 'male', birth_date: '1988-08-08', country: 'BE' });
const report = (m: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/report.php', headers: memberHeaders(m), payload });
const reportCount = async () =>
  (await t.tdb.db.$client.query<{ n: number }>('select count(*)::int as n from member_reports')).rows[0]?.n;

describe('GET /api/member.php', () => {
  it('shows a profile to guests and members', async () => {
    const a = await member();
    const [p] = await insertProfiles(t.tdb.db, 'demo', [{ name: 'Lotte', gender: 'female', country: 'NL' }]);
    const asGuest = await t.app.inject({ url: `/api/member.php?profile=${p}` });
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().profile).toMatchObject({ id: p, name: 'Lotte', type: 'fictional' });
    const asMember = await t.app.inject({ url: `/api/member.php?profile=${p}`, headers: memberHeaders(a) });
    expect(asMember.json().profile).toMatchObject({ did_like_profile: false });
  });

  it('answers 404 for unknown, deleted, other-site and blocked profiles', async () => {
    const a = await member();
    const b = await member();
    const [deleted, foreign] = [
      ...(await insertProfiles(t.tdb.db, 'demo', [{ name: 'Gone' }])),
      ...(await insertProfiles(t.tdb.db, 'lavish-pl', [{ name: 'Other' }])),
    ];
    await t.tdb.db.$client.query('update profiles set deleted = true where id = $1', [deleted]);
    await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: memberHeaders(b),
      payload: { profile: a.profileId },
    });
    for (const id of [123_456_789, deleted, foreign, b.profileId]) {
      const res = await t.app.inject({ url: `/api/member.php?profile=${id}`, headers: memberHeaders(a) });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await t.app.inject({ url: '/api/member.php?profile=abc' })).statusCode).toBe(400);
  });
});

describe('block', () => {
  it('blocks and unblocks; guests and unknown profiles are refused', async () => {
    const [a, b] = [await member(), await member()];
    const block = (method: 'POST' | 'DELETE', m: TestMember | null, profile: number) =>
      t.app.inject({ method, url: '/api/block.php', headers: memberHeaders(m), payload: { profile } });
    expect((await block('POST', null, b.profileId)).statusCode).toBe(403);
    expect((await block('POST', a, 987_654_321)).statusCode).toBe(404);
    expect((await block('POST', a, a.profileId)).statusCode).toBe(400);
    expect((await block('POST', a, b.profileId)).statusCode).toBe(200);
    expect((await block('POST', a, b.profileId)).statusCode).toBe(200);
    const view = () =>
      t.app.inject({ url: `/api/member.php?profile=${b.profileId}`, headers: memberHeaders(a) });
    expect((await view()).statusCode).toBe(404);
    expect((await block('DELETE', a, b.profileId)).statusCode).toBe(200);
    expect((await view()).statusCode).toBe(200);
  });
});

describe('report', () => {
  it('stores a report with reason and text, once per pair per 24 hours', async () => {
    const [a, b] = [await member(), await member()];
    const before = await reportCount();
    const res = await report(a, { profile: b.profileId, reason: 'spam', text: '  sends links  ' });
    expect(res.statusCode).toBe(200);
    const row = await t.tdb.db.$client.query(
      'select reason, text from member_reports where reporter_profile_id = $1 and reported_profile_id = $2',
      [a.profileId, b.profileId],
    );
    expect(row.rows).toEqual([{ reason: 'spam', text: 'sends links' }]);
    const again = await report(a, { profile: b.profileId, reason: 'abuse' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_reported' });
    expect(await reportCount()).toBe((before ?? 0) + 1);
  });

  it('refuses a bad reason, too long text, own and unknown profiles, changing nothing', async () => {
    const [a, b] = [await member(), await member()];
    const before = await reportCount();
    const bad = [
      { profile: b.profileId, reason: 'ugly' },
      { profile: b.profileId, reason: 'other', text: 'x'.repeat(1001) },
      { profile: b.profileId },
    ];
    for (const p of bad) {
      const res = await report(a, p);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed' });
    }
    expect((await report(a, { profile: a.profileId, reason: 'fake' })).statusCode).toBe(400);
    expect((await report(a, { profile: 555_555_555, reason: 'fake' })).statusCode).toBe(404);
    expect(await reportCount()).toBe(before);
  });

  it('limits how many members one member can report in a day', async () => {
    const a = await member();
    const targets = await insertProfiles(
      t.tdb.db,
      'demo',
      Array.from({ length: 21 }, (_, i) => ({ name: `T${i}` })),
    );
    const codes: number[] = [];
    for (const id of targets) codes.push((await report(a, { profile: id, reason: 'spam' })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('counts two simultaneous reports of the same pair once', async () => {
    const [a, b] = [await member(), await member()];
    const codes = (
      await Promise.all([
        report(a, { profile: b.profileId, reason: 'fake' }),
        report(a, { profile: b.profileId, reason: 'fake' }),
      ])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
  });
});

describe('blocked list (GET /api/block.php)', () => {
  it('lists only the caller’s own blocks on their site, newest first, and follows unblock', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [gone] = await insertProfiles(t.tdb.db, 'demo', [{ name: 'Gone' }]);
    const block = (m: TestMember, method: 'POST' | 'DELETE', profile: number) =>
      t.app.inject({ method, url: '/api/block.php', headers: memberHeaders(m), payload: { profile } });
    const list = async (m: TestMember | null) =>
      t.app.inject({ url: '/api/block.php', headers: memberHeaders(m) });
    expect((await list(null)).statusCode).toBe(403);
    expect((await list(a)).json()).toEqual({ members: [] });

    await block(a, 'POST', b.profileId);
    await block(a, 'POST', gone as number);
    await block(a, 'POST', c.profileId);
    // c blocked a too: a's list shows only whom a blocked, never who blocked a.
    await block(c, 'POST', a.profileId);
    await t.tdb.db.$client.query('update profiles set deleted = true where id = $1', [gone]);
    await t.tdb.db.$client.query(
      `update blocks set created_at = now() - interval '1 hour'
       where blocker_profile_id = $1 and blocked_profile_id = $2`,
      [a.profileId, b.profileId],
    );
    const res = await list(a);
    expect(res.statusCode, res.body).toBe(200);
    const members = res.json().members as { id: number; name: string; blocked_at: string }[];
    expect(members.map((m) => m.id)).toEqual([c.profileId, b.profileId]);
    expect(Object.keys(members[0] ?? {}).sort()).toEqual([
      'age',
      'blocked_at',
      'city',
      'id',
      'main_image',
      'name',
    ]);
    expect((await list(c)).json().members.map((m: { id: number }) => m.id)).toEqual([a.profileId]);
    expect((await list(b)).json()).toEqual({ members: [] });

    expect((await block(a, 'DELETE', c.profileId)).statusCode).toBe(200);
    expect((await list(a)).json().members.map((m: { id: number }) => m.id)).toEqual([b.profileId]);
    // c's own block of a stays: unblocking is one direction only.
    expect((await list(c)).json().members.map((m: { id: number }) => m.id)).toEqual([a.profileId]);
  });
});
