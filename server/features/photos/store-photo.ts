import { randomBytes } from 'node:crypto';
import type { Storage } from '@server/storage/storage';
import { processPhoto } from './process-image';

export type StoredKeys = { originalKey: string; thumbKey: string };

/**
 * The one way a profile photo is stored, for members and for the staff's fictional profiles
 * alike: the upload's content checks and re-encoding (process-image.ts), both files, then the
 * caller's row (`insert`, which may also write an audit row in its transaction). Nothing
 * half-stored: the files go when the row could not be written.
 */
export async function storeProfilePhoto(
  storage: Storage,
  profileId: number,
  bytes: Buffer,
  insert: (keys: StoredKeys) => Promise<number>,
): Promise<{ id: number; thumb_filename: string }> {
  const photo = await processPhoto(bytes);
  const name = `p/${profileId}/${randomBytes(12).toString('hex')}`;
  const keys = { originalKey: `${name}.webp`, thumbKey: `${name}-thumb.webp` };
  await storage.put(keys.originalKey, photo.original, 'image/webp');
  await storage.put(keys.thumbKey, photo.thumb, 'image/webp');
  try {
    return { id: await insert(keys), thumb_filename: keys.thumbKey };
  } catch (err) {
    await Promise.all([storage.delete(keys.originalKey), storage.delete(keys.thumbKey)]);
    throw err;
  }
}
