import type { OwnImage } from '@common/api/profile-image';
import type { SiteConfig } from '@common/api/settings';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import type { Storage } from '@server/storage/storage';
import { deleteOwnImage, insertImage, listOwnImages, setMainImage } from './queries';
import { storeProfilePhoto } from './store-photo';

export type PhotoService = ReturnType<typeof createPhotoService>;

export type UploadedPhoto = { id: number; thumb_filename: string; status: 'active' | 'pending' };

/** Photos per member per hour. */
export function createPhotoService(db: Db, storage: Storage, limiter: RateLimiter) {
  return {
    /** Counts the attempt before the upload is read, so a refused file still costs one. */
    async throttle(m: Member): Promise<void> {
      await limiter.hit('photoUpload', m.userId);
    },

    /** Stores one photo of the member (store-photo.ts); a site without moderation shows it at once. */
    async add(m: Member, site: SiteConfig, bytes: Buffer): Promise<UploadedPhoto> {
      const status = site.auto_approve_images ? 'active' : 'pending';
      const stored = await storeProfilePhoto(storage, m.profileId, bytes, (keys) =>
        insertImage(db, { profileId: m.profileId, status, ...keys }),
      );
      return { ...stored, status };
    },

    /** The member's own photos with status and rejection reason (/profile). */
    async listOwn(m: Member): Promise<OwnImage[]> {
      const rows = await listOwnImages(db, m.profileId);
      return rows.map((r) => ({
        id: r.id,
        thumb_filename: r.thumb_key,
        status: r.status,
        is_main: r.is_main,
        reject_reason: r.reject_reason,
      }));
    },

    /** Another member's photo id answers the same 404 as one that does not exist. */
    async setMain(m: Member, imageId: number): Promise<void> {
      if (!(await setMainImage(db, m.profileId, imageId))) throw notFound();
    },

    /** Deletes the row first, then the files: a file left over is harmless, a dangling row is not. */
    async remove(m: Member, imageId: number): Promise<void> {
      const keys = await deleteOwnImage(db, m.profileId, imageId);
      if (!keys) throw notFound();
      await Promise.all(keys.map((k) => storage.delete(k)));
    },
  };
}
