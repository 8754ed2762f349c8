import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

/** How many likes each list shows; older ones stay in the database. */
export const LIKES_LIST_MAX = 500;

/** The member's own likes and the likes they received, newest first, without blocked pairs. */
export async function likesOf(
  db: Db,
  profileId: number,
): Promise<{ given: number[]; received: { id: number; like_new: boolean }[] }> {
  const res = await db.execute<{ dir: 'given' | 'received'; id: number; like_new: boolean }>(sql`
    (select 'given' as dir, l.liked_profile_id as id, false as like_new, l.created_at
       from likes l join profiles p on p.id = l.liked_profile_id and not p.deleted
      where l.liker_profile_id = ${profileId}
        and not exists (select 1 from blocks b
          where (b.blocker_profile_id = ${profileId} and b.blocked_profile_id = l.liked_profile_id)
             or (b.blocker_profile_id = l.liked_profile_id and b.blocked_profile_id = ${profileId}))
      order by l.created_at desc limit ${LIKES_LIST_MAX})
    union all
    (select 'received', l.liker_profile_id, not l.seen, l.created_at
       from likes l join profiles p on p.id = l.liker_profile_id and not p.deleted
      where l.liked_profile_id = ${profileId}
        and not exists (select 1 from blocks b
          where (b.blocker_profile_id = ${profileId} and b.blocked_profile_id = l.liker_profile_id)
             or (b.blocker_profile_id = l.liker_profile_id and b.blocked_profile_id = ${profileId}))
      order by l.created_at desc limit ${LIKES_LIST_MAX})`);
  const given: number[] = [];
  const received: { id: number; like_new: boolean }[] = [];
  for (const r of res.rows) {
    if (r.dir === 'given') given.push(Number(r.id));
    else received.push({ id: Number(r.id), like_new: r.like_new });
  }
  return { given, received };
}

/** Answers true when a new like was stored (liking twice keeps one like). */
export async function insertLike(tx: Tx, liker: number, liked: number): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into likes (liker_profile_id, liked_profile_id) values (${liker}, ${liked})
    on conflict do nothing returning 1`);
  return res.rows.length > 0;
}

/** True when `liked` already likes `liker` back (the new like makes a match). */
export async function likedBack(tx: Tx, liker: number, liked: number): Promise<boolean> {
  const res = await tx.execute(sql`
    select 1 from likes where liker_profile_id = ${liked} and liked_profile_id = ${liker}`);
  return res.rows.length > 0;
}

export async function deleteLike(db: Db | Tx, liker: number, liked: number): Promise<void> {
  await db.execute(sql`delete from likes where liker_profile_id = ${liker} and liked_profile_id = ${liked}`);
}
