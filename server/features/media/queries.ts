import { classifiedForShow } from '@common/rules/nudity';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type ImageAccess = {
  status: 'pending' | 'active' | 'rejected';
  profileId: number;
  /** Flagged as nudity (null until classified, issue 27). */
  nudity: boolean | null;
  /** Classified, or decided by a moderator, or on a site that shows photos before (issue 27). */
  classified: boolean;
};

/** The image a stored key belongs to, looked up through the profile's index. */
export async function findImageByKey(db: Db, profileId: number, key: string): Promise<ImageAccess | null> {
  const res = await db.execute<{
    status: ImageAccess['status'];
    profile_id: number;
    nudity: boolean | null;
    classify_state: 'pending' | 'done' | 'failed';
    nudity_by_moderator: boolean;
    classification_off: boolean;
  }>(sql`
    select i.status, i.profile_id, i.nudity, i.classify_state, i.nudity_by_moderator,
           coalesce(s.config->>'photo_classification' = 'off', false) as classification_off
    from images i
    join profiles p on p.id = i.profile_id
    left join sites s on s.key = p.site_key
    where i.profile_id = ${profileId} and (i.thumb_key = ${key} or i.original_key = ${key})
    limit 1`);
  const row = res.rows[0];
  if (!row) return null;
  return {
    status: row.status,
    profileId: Number(row.profile_id),
    nudity: row.nudity,
    classified: classifiedForShow(
      { classifyState: row.classify_state, nudityByModerator: row.nudity_by_moderator },
      row.classification_off,
    ),
  };
}
