import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '../../../common/api/settings';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Member } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { processPhoto } from './process-image';
import { insertImage } from './queries';

export type PhotoService = ReturnType<typeof createPhotoService>;

export type UploadedPhoto = { id: number; thumb_filename: string; status: 'active' | 'pending' };

/** Photos per member per hour. */
export function createPhotoService(db: Db, storage: Storage, limiter: RateLimiter) {
  return {
    /** Counts the attempt before the upload is read, so a refused file still costs one. */
    async throttle(m: Member): Promise<void> {
      await limiter.hit('photoUpload', m.userId);
    },

    /**
     * Stores one photo of the member: re-encoded (process-image.ts), both files first, then the
     * row; a site without moderation shows it at once.
     */
    async add(m: Member, site: SiteConfig, bytes: Buffer): Promise<UploadedPhoto> {
      const photo = await processPhoto(bytes);
      const name = `p/${m.profileId}/${randomBytes(12).toString('hex')}`;
      const originalKey = `${name}.webp`;
      const thumbKey = `${name}-thumb.webp`;
      await storage.put(originalKey, photo.original, 'image/webp');
      await storage.put(thumbKey, photo.thumb, 'image/webp');
      const status = site.auto_approve_images ? 'active' : 'pending';
      try {
        const id = await insertImage(db, { profileId: m.profileId, status, originalKey, thumbKey });
        return { id, thumb_filename: thumbKey, status };
      } catch (err) {
        // Nothing half-stored: the files go when the row could not be written.
        await Promise.all([storage.delete(originalKey), storage.delete(thumbKey)]);
        throw err;
      }
    },
  };
}
