import type { LikesResponse } from '@common/api/likes';
import { mayKnowLiker } from '@common/rules/premium';
import type { Db } from '@server/db/client';
import { badRequest, notFound } from '@server/errors';
import { notifyMember, transactionWithEvents } from '@server/events/notify';
import { recordNotification } from '@server/features/notifications';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { loadPublicProfiles } from '@server/profiles/public-profile';
import { findSiteProfile, premiumUntilOf } from '@server/profiles/site-profile';
import { deleteLike, insertLike, likedBack, likesOf } from './queries';

export type LikesService = ReturnType<typeof createLikesService>;

/**
 * `reads` serves the likes list (a replica with DATABASE_READ_URL); premium status and every
 * check before a change come from `db`, the primary.
 */
export function createLikesService(db: Db, limiter: RateLimiter, reads: Db = db) {
  return {
    /**
     * GET /api/likes.php. Who liked you is a premium advantage (decision 010a): a free member
     * sees a received like with id 0 (counted, shown blurred) unless it is mutual.
     */
    async list(m: Member): Promise<LikesResponse> {
      const [{ given, received }, premiumUntil] = await Promise.all([
        likesOf(reads, m.profileId),
        premiumUntilOf(db, m.userId),
      ]);
      const givenSet = new Set(given);
      const likedBy = received.map((r) =>
        mayKnowLiker(premiumUntil, givenSet.has(r.id)) ? r : { id: 0, like_new: r.like_new },
      );
      const ids = [...new Set([...given, ...likedBy.map((r) => r.id).filter((id) => id !== 0)])];
      const profiles = await loadPublicProfiles(reads, m.siteKey, m.profileId, ids);
      return { profiles, liked_by: likedBy };
    },

    async like(m: Member, profileId: number): Promise<void> {
      await limiter.hit('likes', m.userId);
      if (profileId === m.profileId) throw badRequest('bad_request', 'You cannot like yourself.');
      const target = await findSiteProfile(db, m.siteKey, profileId);
      if (!target) throw notFound('not_found', 'This member does not exist.');
      const visible = await loadPublicProfiles(db, m.siteKey, m.profileId, [profileId]);
      if (visible.length === 0) throw notFound('not_found', 'This member does not exist.');
      await transactionWithEvents(db, async (tx) => {
        const added = await insertLike(tx, m.profileId, profileId);
        // The liked member's open pages refetch their likes (and the app badge) at once.
        if (!added) return;
        const mutual = await likedBack(tx, m.profileId, profileId);
        if (target.user_id !== null) {
          // The liked member learns of the like on every channel; who it was only by the rule.
          const known = mayKnowLiker(await premiumUntilOf(tx, target.user_id), mutual);
          await notifyMember(
            tx,
            target.user_id,
            known ? { type: 'like', profile: m.profileId } : { type: 'like' },
          );
          await recordNotification(
            tx,
            target.user_id,
            { kind: mutual ? 'mutual_like' : 'like', profileId: m.profileId },
            { anonymousPush: !known },
          );
        }
        // A like that completes a match tells the liker too.
        if (mutual) await recordNotification(tx, m.userId, { kind: 'mutual_like', profileId });
      });
    },

    async unlike(m: Member, profileId: number): Promise<void> {
      await limiter.hit('likes', m.userId);
      const target = await findSiteProfile(db, m.siteKey, profileId);
      if (!target) throw notFound('not_found', 'This member does not exist.');
      await deleteLike(db, m.profileId, profileId);
    },
  };
}
