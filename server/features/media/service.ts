import { TtlCache } from '@server/cache/ttl-cache';
import type { Db } from '@server/db/client';
import { findImageByKey, type ImageAccess } from './queries';

/** Keys name their profile: `p/<profile>/<random>.webp` (uploads), `seed/<profile>-….webp` (demo). */
const PROFILE_IN_KEY = /^(?:p\/(\d+)\/|seed\/(\d+)-)/;

export type MediaAccess = 'public' | 'owner-only' | 'none';

/**
 * Who may see a stored photo (issue 16, defect 4): an active image is public; a pending or
 * rejected one only to the member it belongs to. Statuses are cached briefly because every
 * thumbnail of every page asks; a moderation decision reaches viewers within that time.
 */
export function createMediaService(db: Db, cacheMs = 30_000) {
  const cache = new TtlCache<ImageAccess | null>(cacheMs, 50_000);
  return {
    async access(key: string, viewerProfileId: () => Promise<number | null>): Promise<MediaAccess> {
      const m = PROFILE_IN_KEY.exec(key);
      const profileId = Number(m?.[1] ?? m?.[2]);
      if (!Number.isSafeInteger(profileId) || profileId <= 0) return 'none';
      const image = await cache.get(key, () => findImageByKey(db, profileId, key));
      if (!image) return 'none';
      if (image.status === 'active') return 'public';
      return (await viewerProfileId()) === image.profileId ? 'owner-only' : 'none';
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
