import { DEFAULT_NUDITY_THRESHOLD } from '@common/api/settings';
import { type Db, executePrepared } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { NUDE_CLASSES } from './classifier';

/** Tries before a photo that keeps failing is left to a moderator (`failed`). */
export const MAX_ATTEMPTS = 3;
/** How long a claim is the claiming process's; past it (the process died) another may classify. */
const LEASE = '5 minutes';

export type ClaimedPhoto = { id: number; originalKey: string; siteKey: string; attempts: number };

/**
 * Claims the oldest pending photo nobody holds: one statement, so of several processes exactly one
 * gets it (SKIP LOCKED), and the claim is committed at once, so no row lock is held while the
 * model runs (a member setting a main photo must not wait for it). The lease then keeps it theirs.
 */
export async function claimPhoto(db: Db): Promise<ClaimedPhoto | null> {
  const res = await executePrepared<{ id: number; original_key: string; site_key: string; attempts: number }>(
    db,
    'photo_classify_claim',
    sql`
      update images i set classify_attempts = classify_attempts + 1,
        classify_lease_until = now() + ${LEASE}::interval
      from profiles p
      where p.id = i.profile_id and i.id = (
        select id from images
        where classify_state = 'pending' and (classify_lease_until is null or classify_lease_until < now())
        order by id limit 1 for update skip locked)
      returning i.id, i.original_key, p.site_key, i.classify_attempts as attempts`,
  );
  const row = res.rows[0];
  return row
    ? { id: Number(row.id), originalKey: row.original_key, siteKey: row.site_key, attempts: row.attempts }
    : null;
}

export type Classification = { scores: Record<string, number>; score: number; nudity: boolean };

/** Stores the model's answer; a moderator's decision on the flag stays (the scores are still kept). */
export async function saveClassification(db: Db, id: number, c: Classification): Promise<void> {
  await db.execute(sql`
    update images set classify_state = 'done', nudity_scores = ${JSON.stringify(c.scores)}::jsonb,
      nudity_score = ${c.score},
      nudity = case when nudity_by_moderator then nudity else ${c.nudity} end,
      classified_at = now(), classify_lease_until = null
    where id = ${id} and classify_state = 'pending'`);
}

/** The photo waits for a moderator: unreadable, or out of tries. */
export async function markFailed(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    update images set classify_state = 'failed', classify_lease_until = null
    where id = ${id} and classify_state = 'pending'`);
}

/** A fault worth another try, after `delayS` (the lease now says when). */
export async function retryLater(db: Db, id: number, delayS: number): Promise<void> {
  await db.execute(sql`
    update images set classify_lease_until = now() + make_interval(secs => ${delayS})
    where id = ${id} and classify_state = 'pending'`);
}

/**
 * The model's nudity score of a photo recomputed from its stored class scores, in double
 * precision as `nudityScoreOf` computes it in JavaScript (the same classes, summed in the same
 * order, clamped), so a photo's flag is the same whether the job or a re-flag set it. Not the
 * stored `nudity_score`: a `real`, rounded, which may fall on the other side of a threshold.
 */
function storedScoreSql(): SQL {
  const sum = sql.join(
    NUDE_CLASSES.map((c) => sql`coalesce((i.nudity_scores ->> ${c})::float8, 0)`),
    sql` + `,
  );
  return sql`least(1, greatest(0, ${sum}))`;
}

/**
 * Each classified photo's flag recomputed from its stored scores against its site's threshold
 * now (the `sites` table holds what the site files say; syncSites writes it at start), without
 * the model: a site that changed `nudity_threshold` gets its photos re-flagged. A moderator's
 * decision stays. One statement, writing only the rows whose flag changes, so it is safe to
 * repeat and to run in several processes at once. Answers how many photos changed.
 */
export async function reflagFromStoredScores(db: Db): Promise<number> {
  const flag = sql`(${storedScoreSql()} >= coalesce((s.config ->> 'nudity_threshold')::float8, ${DEFAULT_NUDITY_THRESHOLD}))`;
  const res = await db.execute(sql`
    update images i set nudity = ${flag}
    from profiles p, sites s
    where p.id = i.profile_id and s.key = p.site_key
      and i.classify_state = 'done' and not i.nudity_by_moderator and i.nudity_scores is not null
      and i.nudity is distinct from ${flag}`);
  return res.rowCount ?? 0;
}

/**
 * Photos left to a moderator because classification failed (unreadable, out of tries) go back
 * into the queue with fresh tries, e.g. after a fault has been fixed. A moderator's decision
 * stays. Safe to repeat: once they are pending again there is nothing left to requeue. Answers
 * how many were requeued.
 */
export async function requeueFailed(db: Db): Promise<number> {
  const res = await db.execute(sql`
    update images set classify_state = 'pending', classify_attempts = 0, classify_lease_until = null
    where classify_state = 'failed' and not nudity_by_moderator`);
  return res.rowCount ?? 0;
}
