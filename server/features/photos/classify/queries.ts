import { type Db, executePrepared } from '@server/db/client';
import { sql } from 'drizzle-orm';

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
