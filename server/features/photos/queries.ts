import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type NewImage = {
  profileId: number;
  status: 'active' | 'pending';
  originalKey: string;
  thumbKey: string;
};

/** The first photo of a profile becomes its main photo. */
export async function insertImage(db: Db, image: NewImage): Promise<number> {
  const res = await db.execute<{ id: number }>(sql`
    insert into images (profile_id, status, is_main, original_key, thumb_key)
    values (${image.profileId}, ${image.status},
            not exists (select 1 from images where profile_id = ${image.profileId} and is_main),
            ${image.originalKey}, ${image.thumbKey})
    returning id`);
  return res.rows[0]?.id ?? 0;
}
