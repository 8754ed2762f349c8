import { createMember, memberHeaders, type TestMember } from '@server/test/social-fixtures';
import { auditRows, createStaff, staffCall } from '@server/test/staff-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { beforeAll, describe, expect, it } from 'vitest';

/** Issue 27.3: the photo queue by risk, the moderator's nudity verdict and the dashboard counts. */
const t = setUpTestApp();
let member: TestMember;

type Photo = {
  status: 'pending' | 'active' | 'rejected';
  state: 'pending' | 'done' | 'failed';
  score: number | null;
  nudity: boolean | null;
  byModerator?: boolean;
};

/** A photo as the classifier leaves it, with the chosen score (its interface to the display rules). */
async function photo(p: Photo): Promise<number> {
  const res = await t.tdb.db.$client.query<{ id: number }>(
    `insert into images (profile_id, status, is_main, original_key, thumb_key, classify_state,
                         nudity_score, nudity, nudity_by_moderator)
     values ($1, $2, false, 'o.webp', 't.webp', $3, $4, $5, $6) returning id`,
    [member.profileId, p.status, p.state, p.score, p.nudity, p.byModerator ?? false],
  );
  return Number(res.rows[0]?.id);
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  member = await createMember(t.app, t.tdb.db);
  ids.awaitingLow = await photo({ status: 'pending', state: 'done', score: 0.1, nudity: false });
  ids.flaggedHigh = await photo({ status: 'active', state: 'done', score: 0.97, nudity: true });
  ids.failed = await photo({ status: 'active', state: 'failed', score: null, nudity: null });
  ids.awaitingUnclassified = await photo({ status: 'pending', state: 'pending', score: null, nudity: null });
  ids.flaggedMid = await photo({ status: 'pending', state: 'done', score: 0.72, nudity: true });
  // Not in the queue: seen by a moderator, calm and live, or rejected.
  await photo({ status: 'active', state: 'done', score: 0.99, nudity: true, byModerator: true });
  await photo({ status: 'active', state: 'done', score: 0.05, nudity: false });
  await photo({ status: 'rejected', state: 'failed', score: null, nudity: null });
});

const queue = async (cookie: string) =>
  (await staffCall(t.app, cookie, 'GET', '/api/staff/photos')).json().photos as {
    id: number;
    nudity_score: number | null;
    classify_state: string;
  }[];

describe('moderation by risk', () => {
  it('orders the queue: failed classifications, then the highest nudity score, unclassified last', async () => {
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const q = await queue(mod.cookie);
    expect(q.map((p) => p.id)).toEqual([
      ids.failed,
      ids.flaggedHigh,
      ids.flaggedMid,
      ids.awaitingLow,
      ids.awaitingUnclassified,
    ]);
    expect(q[1]?.nudity_score).toBeCloseTo(0.97);
    expect(q[0]?.classify_state).toBe('failed');
  });

  it('counts photos waiting for the model, flagged and failed on the dashboard', async () => {
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const res = await staffCall(t.app, mod.cookie, 'GET', '/api/staff/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const demo = res.json().sites.find((s: { site_key: string }) => s.site_key === 'demo');
    expect([demo.photos_unclassified, demo.photos_flagged, demo.photos_classify_failed]).toEqual([1, 3, 2]);
  });

  it("lets a moderator overrule the model, audited with what the model said; members' display follows", async () => {
    const mod = await createStaff(t.app, t.tdb.db, 'moderator');
    const viewer = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query('update images set is_main = (id = $1) where profile_id = $2', [
      ids.flaggedHigh,
      member.profileId,
    ]);
    const seen = async () =>
      (
        await t.app.inject({
          url: `/api/member.php?profile=${member.profileId}`,
          headers: memberHeaders(viewer),
        })
      ).json().profile.main_image;
    expect((await seen()).hidden).toBe(true);

    const bad = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${ids.flaggedHigh}/nudity`, {
      nudity: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    const res = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${ids.flaggedHigh}/nudity`, {
      nudity: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const failed = await staffCall(t.app, mod.cookie, 'POST', `/api/staff/photos/${ids.failed}/nudity`, {
      nudity: true,
    });
    expect(failed.statusCode).toBe(200);

    const rows = await t.tdb.db.$client.query(
      'select id, nudity, nudity_by_moderator, classify_state from images where id = any($1) order by id',
      [[ids.flaggedHigh, ids.failed]],
    );
    expect(rows.rows.map((r) => [r.nudity, r.nudity_by_moderator, r.classify_state])).toEqual([
      [false, true, 'done'],
      [true, true, 'done'],
    ]);
    expect((await seen()).hidden).toBeUndefined();
    expect((await queue(mod.cookie)).map((p) => p.id)).not.toContain(ids.flaggedHigh);
    expect((await queue(mod.cookie)).map((p) => p.id)).not.toContain(ids.failed);
    expect(await auditRows(t.tdb.db, mod.id, 'photo.nudity')).toEqual([
      {
        action: 'photo.nudity',
        target_id: String(ids.flaggedHigh),
        before: {
          nudity: true,
          nudity_score: expect.closeTo(0.97, 5),
          classify_state: 'done',
          by_moderator: false,
        },
        after: { nudity: false, by_moderator: true },
      },
      {
        action: 'photo.nudity',
        target_id: String(ids.failed),
        before: { nudity: null, nudity_score: null, classify_state: 'failed', by_moderator: false },
        after: { nudity: true, by_moderator: true },
      },
    ]);
  });

  it('refuses the verdict to staff of another site, changing nothing', async () => {
    const other = await createStaff(t.app, t.tdb.db, 'moderator', ['lavish-pl']);
    const res = await staffCall(t.app, other.cookie, 'POST', `/api/staff/photos/${ids.flaggedMid}/nudity`, {
      nudity: false,
    });
    expect([403, 404]).toContain(res.statusCode);
    const row = await t.tdb.db.$client.query('select nudity, nudity_by_moderator from images where id = $1', [
      ids.flaggedMid,
    ]);
    expect(row.rows[0]).toEqual({ nudity: true, nudity_by_moderator: false });
  });
});
