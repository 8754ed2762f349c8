import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

/** A live profile of the site (not deleted), with its member's user id when it has one. */
export async function findSiteProfile(
  db: Db | Tx,
  siteKey: string,
  profileId: number,
): Promise<{ id: number; user_id: number | null } | null> {
  const res = await db.execute<{ id: number; user_id: number | null }>(sql`
    select id, user_id from profiles where id = ${profileId} and site_key = ${siteKey} and not deleted`);
  const row = res.rows[0];
  return row ? { id: Number(row.id), user_id: row.user_id === null ? null : Number(row.user_id) } : null;
}

/** Premium is read fresh (not from the cached session): a purchase must show at once. */
export async function premiumUntilOf(db: Db | Tx, userId: number): Promise<Date | null> {
  const res = await db.execute<{ premium_until: Date | null }>(
    sql`select premium_until from users where id = ${userId}`,
  );
  return res.rows[0]?.premium_until ?? null;
}
