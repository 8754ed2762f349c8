import { type NudityViewer, nudityHidden } from '@common/rules/nudity';
import { TtlCache } from '@server/cache/ttl-cache';
import type { Db } from '@server/db/client';
import { findImageByKey, type ImageAccess } from './queries';

/** Keys name their profile: `p/<profile>/<random>.webp` (uploads), `seed/<profile>-….webp` (demo). */
const PROFILE_IN_KEY = /^(?:p\/(\d+)\/|seed\/(\d+)-)/;

/** 'public': anyone, cacheable by any cache; 'private': this viewer only, never stored by a cache. */
export type MediaAccess = 'public' | 'private' | 'none';

/**
 * Who may see a stored photo (issue 16, defect 4): an active image is public once classified
 * where the site requires it (common/rules/nudity.ts); a pending, rejected or unclassified one only
 * to the member it belongs to. A photo flagged as nudity is never public: it
 * goes only to a member the nudity rule lets see it (common/rules/nudity.ts, decision 027c), so
 * a guest or a member who hides nudity cannot fetch it by its key either. Statuses are cached
 * briefly because every thumbnail of every page asks; a moderation decision reaches viewers
 * within that time.
 */
export function createMediaService(db: Db, cacheMs = 30_000) {
  const cache = new TtlCache<ImageAccess | null>(cacheMs, 50_000);
  return {
    async access(key: string, viewer: () => Promise<NudityViewer>): Promise<MediaAccess> {
      const m = PROFILE_IN_KEY.exec(key);
      const profileId = Number(m?.[1] ?? m?.[2]);
      if (!Number.isSafeInteger(profileId) || profileId <= 0) return 'none';
      const image = await cache.get(key, () => findImageByKey(db, profileId, key));
      if (!image) return 'none';
      const shown = image.status === 'active' && image.classified;
      if (shown && image.nudity !== true) return 'public';
      const who = await viewer();
      if (shown) return nudityHidden(image, who) ? 'none' : 'private';
      return who.kind === 'member' && who.profileId === image.profileId ? 'private' : 'none';
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
