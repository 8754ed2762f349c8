import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@common/api/settings';
import type { Db } from '@server/db/client';
import { inHeldTransaction } from '@server/db/held-transaction';
import { readSiteConfigs, syncSites } from '@server/sites/load-sites';
import { createLocalStorage } from '@server/storage/local-storage';
import { insertProfiles } from '@server/test/social-fixtures';
import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markUploadsDecoding } from '../photo-work-locks';
import { insertImage } from '../queries';
import { asUploadDecoding } from '../uploads-decoding';
import { classifyBacklog } from './backfill';
import { type Classifier, isNudity, type NudityScores, UnreadableImage } from './classifier';
import { createClassifyJob } from './classify-job';
import { reflagFromStoredScores, requeueFailed } from './queries';
import { showablePhotoSql } from './showable';

/*
 * The classification job's state machine on a real database, with classifiers that answer chosen
 * scores (or faults) through the Classifier interface; model.test.ts runs the real model.
 */

const tdb = setUpTestDb();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amorio-classify-'));
const storage = createLocalStorage(dir);
const NEUTRAL: NudityScores = { Drawing: 0.05, Hentai: 0.01, Neutral: 0.9, Porn: 0.02, Sexy: 0.02 };
const sites = { demo: { nudity_threshold: 0.4 } } as Record<string, Pick<SiteConfig, 'nudity_threshold'>>;
let profileId: number;

beforeAll(async () => {
  [profileId] = (await insertProfiles(tdb.db, 'demo', [{ name: 'Classified' }])) as [number];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A classifier whose answer each test chooses; it records the photos it was given. */
function classifierOf(answer: (image: Buffer) => Promise<NudityScores>): Classifier & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    async classify(image) {
      seen.push(image.toString());
      return { scores: await answer(image) };
    },
  };
}

function jobWith(classifier: Classifier, retryDelayS = 0) {
  return createClassifyJob({
    db: tdb.db,
    storage,
    siteOf: (key) => sites[key],
    classifier,
    log: () => {},
    retryDelayS,
  });
}

/** Stored "originals" are their own key's text: the fakes read back which photo they were given. */
const keyOf = new Map<number, string>();

/** Pending photos of the test profile. */
async function addPhotos(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let k = 0; k < n; k += 1) {
    const key = `p/${profileId}/${Date.now()}-${k}-${Math.random().toString(36).slice(2)}`;
    await storage.put(`${key}.webp`, Buffer.from(key), 'image/webp');
    const id = await insertImage(tdb.db, {
      profileId,
      status: 'active',
      originalKey: `${key}.webp`,
      thumbKey: `${key}-thumb.webp`,
    });
    keyOf.set(id, key);
    ids.push(id);
  }
  return ids;
}

type Row = {
  id: number;
  classify_state: string;
  nudity: boolean | null;
  nudity_score: number | null;
  nudity_scores: NudityScores | null;
  classify_attempts: number;
  classified_at: Date | null;
};
async function rows(db: Db, ids: number[]): Promise<Row[]> {
  const res = await db.$client.query<Row>(
    `select id::int, classify_state, nudity, nudity_score, nudity_scores, classify_attempts, classified_at
     from images where id = any($1::bigint[]) order by id`,
    [ids],
  );
  return res.rows;
}

/** Nothing else of this file's photos waits: each test starts from its own. */
async function settleEverything(): Promise<void> {
  await tdb.db.execute(sql`update images set classify_state = 'done' where classify_state = 'pending'`);
}

describe('the photo classification job', () => {
  it('stores the scores, the nudity score and the site threshold’s flag; a moderator’s flag stays', async () => {
    await settleEverything();
    const [plain, nude, decided] = (await addPhotos(3)) as [number, number, number];
    await tdb.db.execute(
      sql`update images set nudity = false, nudity_by_moderator = true where id = ${decided}`,
    );
    const explicit = { Drawing: 0, Hentai: 0.1, Neutral: 0.1, Porn: 0.75, Sexy: 0.05 };
    const answers = new Map<string, NudityScores>([
      [keyOf.get(plain) ?? '', NEUTRAL],
      [keyOf.get(nude) ?? '', explicit],
      [keyOf.get(decided) ?? '', explicit],
    ]);
    const before = await rows(tdb.db, [plain, nude, decided]);
    expect(before.map((r) => [r.classify_state, r.nudity])).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', false],
    ]);
    const report = await classifyBacklog(
      jobWith(classifierOf(async (img) => answers.get(img.toString()) ?? NEUTRAL)),
    );
    expect(report).toMatchObject({ done: 3, failed: 0, retrying: 0 });

    const [a, b, c] = (await rows(tdb.db, [plain, nude, decided])) as [Row, Row, Row];
    expect(a).toMatchObject({ classify_state: 'done', nudity: false });
    expect(a.nudity_score).toBeCloseTo(0.03, 5);
    expect(a.nudity_scores).toEqual(NEUTRAL);
    expect(a.classified_at).not.toBeNull();
    expect(b).toMatchObject({ classify_state: 'done', nudity: true });
    expect(b.nudity_score).toBeCloseTo(0.85, 5);
    // The moderator said no nudity: the model's scores are kept, its flag is not.
    expect(c).toMatchObject({ classify_state: 'done', nudity: false, nudity_scores: explicit });
  });

  it('classifies each photo once, one at a time, when two processes work the queue together', async () => {
    await settleEverything();
    const ids = await addPhotos(8);
    // Each answer takes a moment, so the two jobs overlap for the whole queue.
    let running = 0;
    let mostAtOnce = 0;
    const slow = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((r) => setImmediate(() => setTimeout(r, 20)));
      running -= 1;
      return NEUTRAL;
    };
    const first = classifierOf(slow);
    const second = classifierOf(slow);
    const [r1, r2] = await Promise.all([classifyBacklog(jobWith(first)), classifyBacklog(jobWith(second))]);
    expect(r1.done + r2.done).toBe(8);
    const seen = [...first.seen, ...second.seen];
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    // One classification at a time on the database, whichever process (decision 022g).
    expect(mostAtOnce).toBe(1);
    const after = await rows(tdb.db, ids);
    expect(after.map((r) => [r.classify_state, r.classify_attempts])).toEqual(ids.map(() => ['done', 1]));
  });

  it('the backfill is safe to repeat: a second run finds nothing and changes nothing', async () => {
    await settleEverything();
    const ids = await addPhotos(3);
    const job = jobWith(classifierOf(async () => NEUTRAL));
    expect(await classifyBacklog(job)).toMatchObject({ done: 3, failed: 0, retrying: 0 });
    const once = await rows(tdb.db, ids);
    const again = classifierOf(async () => NEUTRAL);
    expect(await classifyBacklog(jobWith(again))).toEqual({ done: 0, failed: 0, retrying: 0, ms: [] });
    expect(again.seen).toEqual([]);
    expect(await rows(tdb.db, ids)).toEqual(once);
  });

  it('an image the model cannot read goes to a moderator at once', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    const unreadable = classifierOf(async () => {
      throw new UnreadableImage();
    });
    expect(await classifyBacklog(jobWith(unreadable))).toMatchObject({ done: 0, failed: 1 });
    expect(await rows(tdb.db, [id])).toMatchObject([
      { classify_state: 'failed', nudity: null, classify_attempts: 1 },
    ]);
    expect(unreadable.seen).toHaveLength(1);
  });

  it('a fault is retried later, and after three tries the photo goes to a moderator', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    const broken = classifierOf(async () => {
      throw new Error('the classifier process ended');
    });
    // With the usual delay, the photo waits: a second run right away does not take it.
    expect(await classifyBacklog(jobWith(broken, 30))).toMatchObject({ retrying: 1 });
    expect(await classifyBacklog(jobWith(broken, 30))).toMatchObject({ done: 0, failed: 0, retrying: 0 });
    expect(await rows(tdb.db, [id])).toMatchObject([{ classify_state: 'pending', classify_attempts: 1 }]);
    // Once its delay has passed it is tried again, twice more, then left to a moderator.
    await tdb.db.execute(sql`update images set classify_lease_until = now() where id = ${id}`);
    expect(await classifyBacklog(jobWith(broken, 0))).toMatchObject({ retrying: 1, failed: 1 });
    expect(broken.seen).toHaveLength(3);
    expect(await rows(tdb.db, [id])).toMatchObject([
      { classify_state: 'failed', classify_attempts: 3, nudity: null },
    ]);
  });

  it('a photo claimed by a process that died is taken by another once its lease is over', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    // Claimed (as a process would) and never answered.
    await tdb.db.execute(
      sql`update images set classify_attempts = 1, classify_lease_until = now() + interval '5 minutes' where id = ${id}`,
    );
    expect(await classifyBacklog(jobWith(classifierOf(async () => NEUTRAL)))).toMatchObject({ done: 0 });
    await tdb.db.execute(
      sql`update images set classify_lease_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await classifyBacklog(jobWith(classifierOf(async () => NEUTRAL)))).toMatchObject({ done: 1 });
    expect(await rows(tdb.db, [id])).toMatchObject([{ classify_state: 'done', classify_attempts: 2 }]);
  });

  it('yields to uploads: nothing starts while an upload decodes here or in another process', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    const classifier = classifierOf(async () => NEUTRAL);
    const job = jobWith(classifier);
    // An upload of this process waits for a decoder (process-image.ts counts it so).
    let decoded = () => {};
    const decoding = asUploadDecoding(() => new Promise<void>((r) => (decoded = r)));
    expect(await job.drain()).toBe(0);
    decoded();
    await decoding;
    // Another server process's uploads: its shared advisory lock (uploads-decoding.ts).
    let uploadsDone = () => {};
    let marked = () => {};
    const isMarked = new Promise<void>((r) => (marked = r));
    const otherProcess = inHeldTransaction(tdb.db, async (q) => {
      await markUploadsDecoding(q);
      marked();
      await new Promise<void>((r) => (uploadsDone = r));
    });
    await isMarked;
    expect(await job.drain()).toBe(0);
    expect(classifier.seen).toEqual([]);
    expect(await rows(tdb.db, [id])).toMatchObject([{ classify_state: 'pending', classify_attempts: 0 }]);
    uploadsDone();
    await otherProcess;
    expect(await job.drain()).toBe(1);
    expect(await rows(tdb.db, [id])).toMatchObject([{ classify_state: 'done', classify_attempts: 1 }]);
  });

  it('a steady stream of uploads delays classification, never stops it: a photo after maxYieldMs', async () => {
    await settleEverything();
    const ids = await addPhotos(2);
    const classifier = classifierOf(async () => NEUTRAL);
    const job = createClassifyJob({
      db: tdb.db,
      storage,
      siteOf: (key) => sites[key],
      classifier,
      log: () => {},
      maxYieldMs: 1_000,
    });
    let uploadsDone = () => {};
    const uploading = asUploadDecoding(() => new Promise<void>((r) => (uploadsDone = r)));
    // The first try starts the yielding: nothing.
    expect(await job.drain()).toBe(0);
    expect(classifier.seen).toEqual([]);
    // Past maxYieldMs a photo is classified although the upload still decodes.
    await expect
      .poll(async () => (await job.drain()) + classifier.seen.length, { interval: 100, timeout: 15_000 })
      .toBeGreaterThan(0);
    uploadsDone();
    await uploading;
    expect(await job.drain()).toBe(1);
    expect((await rows(tdb.db, ids)).map((r) => r.classify_state)).toEqual(['done', 'done']);
  });

  it('claims nothing while the model is not ready: photos wait as pending', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    const never = classifierOf(async () => NEUTRAL);
    const job = createClassifyJob({
      db: tdb.db,
      storage,
      siteOf: (key) => sites[key],
      classifier: never,
      isReady: () => false,
      log: () => {},
    });
    expect(await classifyBacklog(job)).toMatchObject({ done: 0, failed: 0, retrying: 0 });
    expect(never.seen).toEqual([]);
    expect(await rows(tdb.db, [id])).toMatchObject([{ classify_state: 'pending', classify_attempts: 0 }]);
  });
});

describe('showablePhotoSql', () => {
  it('shows an approved photo on a site that requires classification only once classified or decided', async () => {
    await settleEverything();
    const [pending, done, failed, decided, unapproved] = (await addPhotos(5)) as number[] as [
      number,
      number,
      number,
      number,
      number,
    ];
    await tdb.db.execute(sql`update images set classify_state = 'done' where id in (${done}, ${unapproved})`);
    await tdb.db.execute(
      sql`update images set classify_state = 'failed' where id in (${failed}, ${decided})`,
    );
    await tdb.db.execute(
      sql`update images set nudity_by_moderator = true, nudity = false where id = ${decided}`,
    );
    await tdb.db.execute(sql`update images set status = 'pending' where id = ${unapproved}`);
    const all = [pending, done, failed, decided, unapproved];
    const shown = async (mode: 'required' | 'off') => {
      const res = await tdb.db.execute<{ id: number }>(sql`
        select i.id::int as id from images i
        where i.profile_id = ${profileId} and ${showablePhotoSql({ photo_classification: mode })}
        order by i.id`);
      return res.rows.map((r) => r.id).filter((id) => all.includes(id));
    };
    expect(await shown('required')).toEqual([done, decided]);
    expect(await shown('off')).toEqual([pending, done, failed, decided]);
  });
});

describe('a site’s changed threshold re-flags its classified photos from their stored scores', () => {
  it('recomputes the flag without the model, leaves a moderator’s decision, and is safe to repeat', async () => {
    await settleEverything();
    const [low, high, decided, failed] = (await addPhotos(4)) as [number, number, number, number];
    // 0.30 and 0.55: below the default 0.4 and above it; the moderator's photo scores high too.
    const scored = (porn: number) => ({
      Drawing: 0,
      Hentai: 0.1,
      Neutral: 0.9 - porn,
      Porn: porn - 0.1,
      Sexy: 0.1,
    });
    const answers = new Map<string, NudityScores>([
      [keyOf.get(low) ?? '', scored(0.3)],
      [keyOf.get(high) ?? '', scored(0.55)],
      [keyOf.get(decided) ?? '', scored(0.55)],
    ]);
    await tdb.db.execute(
      sql`update images set nudity = false, nudity_by_moderator = true where id = ${decided}`,
    );
    await classifyBacklog(
      jobWith(
        classifierOf(async (img) => {
          const a = answers.get(img.toString());
          if (!a) throw new UnreadableImage();
          return a;
        }),
      ),
    );
    const flags = async () => (await rows(tdb.db, [low, high, decided, failed])).map((r) => r.nudity);
    expect(await flags()).toEqual([false, true, false, null]);

    const configs = readSiteConfigs();
    const withThreshold = (t: number) =>
      syncSites(
        tdb.db,
        configs.map((c) => (c.key === 'demo' ? { ...c, nudity_threshold: t } : c)),
      );
    const nothingRan = classifierOf(async () => NEUTRAL);
    try {
      // The site lowers its threshold: the 0.30 photo is flagged now; a moderator's "no" stays.
      await withThreshold(0.3);
      expect(await reflagFromStoredScores(tdb.db)).toBe(1);
      expect(await flags()).toEqual([true, true, false, null]);
      expect(await reflagFromStoredScores(tdb.db)).toBe(0);
      // It raises it above both: neither is flagged.
      await withThreshold(0.6);
      expect(await reflagFromStoredScores(tdb.db)).toBe(2);
      expect(await flags()).toEqual([false, false, false, null]);
      expect(await reflagFromStoredScores(tdb.db)).toBe(0);
      expect(await classifyBacklog(jobWith(nothingRan))).toMatchObject({ done: 0 });
      expect(nothingRan.seen).toEqual([]);
    } finally {
      await syncSites(tdb.db, configs);
      await reflagFromStoredScores(tdb.db);
    }
    expect(await flags()).toEqual([false, true, false, null]);
  });

  it('flags a photo whose score is exactly the threshold, as the job does', async () => {
    await settleEverything();
    const [id] = (await addPhotos(1)) as [number];
    // 0.25 + 0.2 is 0.45: at the threshold, so flagged; the stored `real` score (0.45 rounded to
    // float4: 0.44999998…) would fall below it.
    const scores = { Drawing: 0, Hentai: 0.2, Neutral: 0.55, Porn: 0.25, Sexy: 0 };
    const configs = readSiteConfigs();
    await syncSites(
      tdb.db,
      configs.map((c) => (c.key === 'demo' ? { ...c, nudity_threshold: 0.45 } : c)),
    );
    try {
      await classifyBacklog(jobWith(classifierOf(async () => scores)));
      await tdb.db.execute(sql`update images set nudity = null where id = ${id}`);
      expect(await reflagFromStoredScores(tdb.db)).toBeGreaterThanOrEqual(1);
      expect(isNudity(scores, 0.45)).toBe(true);
      expect(await rows(tdb.db, [id])).toMatchObject([{ nudity: true }]);
    } finally {
      await syncSites(tdb.db, configs);
      await reflagFromStoredScores(tdb.db);
    }
  });
});

describe('failed photos back in the queue (photos:classify --retry-failed)', () => {
  it('requeues failed photos with fresh tries, not a moderator’s, and is safe to repeat', async () => {
    await settleEverything();
    // The earlier tests' failed photos are not this test's.
    await tdb.db.execute(sql`update images set classify_state = 'done' where classify_state = 'failed'`);
    const [unreadable, decided] = (await addPhotos(2)) as [number, number];
    await classifyBacklog(
      jobWith(
        classifierOf(async () => {
          throw new UnreadableImage();
        }),
      ),
    );
    // A moderator looked at one of them.
    await tdb.db.execute(
      sql`update images set nudity = false, nudity_by_moderator = true where id = ${decided}`,
    );
    expect(await rows(tdb.db, [unreadable, decided])).toMatchObject([
      { classify_state: 'failed', classify_attempts: 1 },
      { classify_state: 'failed', classify_attempts: 1 },
    ]);

    expect(await requeueFailed(tdb.db)).toBe(1);
    expect(await requeueFailed(tdb.db)).toBe(0);
    expect(await rows(tdb.db, [unreadable, decided])).toMatchObject([
      { classify_state: 'pending', classify_attempts: 0 },
      { classify_state: 'failed', nudity: false },
    ]);
    const fixed = classifierOf(async () => NEUTRAL);
    expect(await classifyBacklog(jobWith(fixed))).toMatchObject({ done: 1, failed: 0 });
    expect(fixed.seen).toEqual([keyOf.get(unreadable)]);
    expect(await rows(tdb.db, [unreadable])).toMatchObject([
      { classify_state: 'done', classify_attempts: 1, nudity: false },
    ]);
  });
});
