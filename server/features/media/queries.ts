import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type ImageAccess = {
  status: 'pending' | 'active' | 'rejected';
  profileId: number;
  /** Flagged as nudity (null until classified, issue 27). */
  nudity: boolean | null;
};

/** The image a stored key belongs to, looked up through the profile's index. */
export async function findImageByKey(db: Db, profileId: number, key: string): Promise<ImageAccess | null> {
  const res = await db.execute<{
    status: ImageAccess['status'];
    profile_id: number;
    nudity: boolean | null;
  }>(sql`
    select status, profile_id, nudity from images
    where profile_id = ${profileId} and (thumb_key = ${key} or original_key = ${key})
    limit 1`);
  const row = res.rows[0];
  return row ? { status: row.status, profileId: Number(row.profile_id), nudity: row.nudity } : null;
}
