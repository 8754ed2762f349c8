import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type NewImage = {
  profileId: number;
  status: 'active' | 'pending';
  originalKey: string;
  thumbKey: string;
};

/** The first photo of a profile becomes its main photo. */
export async function insertImage(db: Db | Tx, image: NewImage): Promise<number> {
  const res = await db.execute<{ id: number }>(sql`
    insert into images (profile_id, status, is_main, original_key, thumb_key)
    values (${image.profileId}, ${image.status},
            not exists (select 1 from images where profile_id = ${image.profileId} and is_main),
            ${image.originalKey}, ${image.thumbKey})
    returning id`);
  return res.rows[0]?.id ?? 0;
}

export type OwnImageRow = {
  id: number;
  thumb_key: string;
  status: 'pending' | 'active' | 'rejected';
  is_main: boolean;
  reject_reason: string | null;
};

export async function listOwnImages(db: Db | Tx, profileId: number): Promise<OwnImageRow[]> {
  const res = await db.execute<OwnImageRow>(sql`
    select id, thumb_key, status, is_main, reject_reason from images
    where profile_id = ${profileId} order by is_main desc, id`);
  return res.rows;
}

/** Makes the photo main when it is the profile's own; answers false otherwise. */
/** In the caller's transaction when given one (a savepoint then). */
export async function setMainImage(db: Db | Tx, profileId: number, imageId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = await tx.execute(sql`
      select 1 from images where id = ${imageId} and profile_id = ${profileId} and status <> 'rejected' for update`);
    if (own.rows.length === 0) return false;
    await tx.execute(sql`update images set is_main = (id = ${imageId}) where profile_id = ${profileId}`);
    return true;
  });
}

/**
 * Deletes the profile's own photo and answers its storage keys (null when not theirs); when it
 * was the main photo, the oldest photo that is not rejected becomes main.
 */
export async function deleteOwnImage(
  db: Db | Tx,
  profileId: number,
  imageId: number,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const res = await tx.execute<{ original_key: string; thumb_key: string; is_main: boolean }>(sql`
      delete from images where id = ${imageId} and profile_id = ${profileId}
      returning original_key, thumb_key, is_main`);
    const row = res.rows[0];
    if (!row) return null;
    if (row.is_main) {
      await tx.execute(sql`
        update images set is_main = true where id = (
          select id from images where profile_id = ${profileId} and status <> 'rejected' order by id limit 1)`);
    }
    return [row.original_key, row.thumb_key];
  });
}
