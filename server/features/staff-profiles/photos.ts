import type { OwnImage } from '@common/api/profile-image';
import { writeAudit } from '@server/audit/audit';
import type { Db, Tx } from '@server/db/client';
import { notFound } from '@server/errors';
import {
  deleteOwnImage,
  insertImage,
  listOwnImages,
  setMainImage,
  storeProfilePhoto,
} from '@server/features/photos';
import { findFictionalSite } from '@server/features/staff-inbox';
import { requireSite, type Staff } from '@server/plugins/staff-session';
import type { Storage } from '@server/storage/storage';

export type FictionalPhotos = ReturnType<typeof createFictionalPhotos>;

/**
 * Photos of fictional profiles (admin), through the members' own storing and content checks
 * (photos/store-photo.ts). They are active at once: the admin is the moderator of their own
 * upload. Every change is audited in its own transaction, like every staff action.
 */
export function createFictionalPhotos(db: Db, storage: Storage) {
  async function siteOf(q: Db | Tx, staff: Staff, profileId: number): Promise<string> {
    const site = await findFictionalSite(q, profileId);
    requireSite(staff, site);
    return site as string;
  }
  const audit = (staff: Staff, site: string, profileId: number, ip: string) =>
    ({
      staffId: staff.id,
      siteKey: site,
      target: { type: 'profile', id: profileId },
      ip,
    }) as const;

  return {
    async list(staff: Staff, profileId: number): Promise<OwnImage[]> {
      await siteOf(db, staff, profileId);
      const rows = await listOwnImages(db, profileId);
      return rows.map((r) => ({
        id: r.id,
        thumb_filename: r.thumb_key,
        status: r.status,
        is_main: r.is_main,
        reject_reason: r.reject_reason,
      }));
    },

    /** The profile is checked before the upload is read, so a refused call costs no decoding. */
    checkProfile: (staff: Staff, profileId: number) => siteOf(db, staff, profileId),

    async add(staff: Staff, profileId: number, bytes: Buffer, ip: string): Promise<number> {
      const stored = await storeProfilePhoto(storage, profileId, bytes, (keys) =>
        db.transaction(async (tx) => {
          const site = await siteOf(tx, staff, profileId);
          const id = await insertImage(tx, { profileId, status: 'active', ...keys });
          await writeAudit(tx, {
            ...audit(staff, site, profileId, ip),
            action: 'profile.photo_add',
            after: { image: id },
          });
          return id;
        }),
      );
      return stored.id;
    },

    async setMain(staff: Staff, profileId: number, imageId: number, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const site = await siteOf(tx, staff, profileId);
        if (!(await setMainImage(tx, profileId, imageId))) throw notFound();
        await writeAudit(tx, {
          ...audit(staff, site, profileId, ip),
          action: 'profile.photo_main',
          after: { image: imageId },
        });
      });
    },

    /** The row and its audit row first, then the files (a file left over is harmless). */
    async remove(staff: Staff, profileId: number, imageId: number, ip: string): Promise<void> {
      const keys = await db.transaction(async (tx) => {
        const site = await siteOf(tx, staff, profileId);
        const deleted = await deleteOwnImage(tx, profileId, imageId);
        if (!deleted) throw notFound();
        await writeAudit(tx, {
          ...audit(staff, site, profileId, ip),
          action: 'profile.photo_delete',
          before: { image: imageId },
        });
        return deleted;
      });
      await Promise.all(keys.map((k) => storage.delete(k)));
    },
  };
}
