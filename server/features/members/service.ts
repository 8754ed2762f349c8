import {
  BLOCKED_LIST_MAX,
  type BlockedMember,
  type MemberResponse,
  type ReportBody,
} from '@common/api/members';
import type { Db } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { presentProfile } from '@server/profiles/profile-card';
import { loadPublicProfiles } from '@server/profiles/public-profile';
import { findSiteProfile } from '@server/profiles/site-profile';
import {
  deleteBlock,
  insertBlock,
  insertReportOncePerDay,
  listBlockedCards,
  markLikeSeen,
  selectInterests,
} from './queries';

export type MembersService = ReturnType<typeof createMembersService>;

/** `reads` serves member pages (a replica with DATABASE_READ_URL); changes go to `db`. */
export function createMembersService(db: Db, limiter: RateLimiter, reads: Db = db) {
  return {
    /**
     * GET /api/member.php: a profile of the site for a guest or a member. Unknown, deleted,
     * other-site and blocked (either way) profiles are all the same 404. Opening a profile
     * that liked the viewer marks that like seen (spec §4). A guest may open a profile (lander
     * links) but not walk every id: reads without a session are throttled per client address.
     * `withInterests`: the site's memberDetailsLoadInterests (spec §1) adds the member's interests.
     */
    async get(
      siteKey: string,
      viewer: Member | null,
      profileId: number,
      clientIp: string,
      withInterests = false,
    ): Promise<MemberResponse> {
      if (!viewer) await limiter.hit('guestProfileReads', clientIp);
      const [profile] = await loadPublicProfiles(reads, siteKey, viewer?.profileId ?? null, [profileId]);
      if (!profile) throw notFound('not_found', 'This member does not exist.');
      if (viewer && profile.like_new) {
        await markLikeSeen(db, profileId, viewer.profileId);
        profile.like_new = false;
      }
      if (withInterests) return { profile, interests: await selectInterests(reads, profileId) };
      return { profile };
    },

    async block(m: Member, profileId: number): Promise<void> {
      await limiter.hit('blocks', m.userId);
      if (profileId === m.profileId) throw badRequest('bad_request', 'You cannot block yourself.');
      if (!(await findSiteProfile(db, m.siteKey, profileId)))
        throw notFound('not_found', 'This member does not exist.');
      await insertBlock(db, m.profileId, profileId);
    },

    /**
     * GET /api/block.php: only the caller's own blocks, of their own site. The card is presented
     * as any viewer sees it (active photos only), reduced to what recognises the member.
     */
    async blocked(m: Member): Promise<BlockedMember[]> {
      const rows = await listBlockedCards(db, m.profileId, m.siteKey, BLOCKED_LIST_MAX);
      return rows.map(({ card, blocked_at }) => {
        const p = presentProfile(card, {
          profileId: m.profileId,
          premium: false,
          hideNudity: m.record.hide_nudity,
        });
        return {
          id: p.id,
          name: p.name,
          age: p.age,
          city: p.city,
          main_image: p.main_image,
          blocked_at: new Date(blocked_at).toISOString(),
        };
      });
    },

    async unblock(m: Member, profileId: number): Promise<void> {
      await limiter.hit('blocks', m.userId);
      if (!(await findSiteProfile(db, m.siteKey, profileId)))
        throw notFound('not_found', 'This member does not exist.');
      await deleteBlock(db, m.profileId, profileId);
    },

    /** One report per member pair per 24 hours, and at most 20 reports a day per member. */
    async report(m: Member, body: ReportBody): Promise<void> {
      if (body.profile === m.profileId) throw badRequest('bad_request', 'You cannot report yourself.');
      if (!(await findSiteProfile(db, m.siteKey, body.profile))) {
        throw notFound('not_found', 'This member does not exist.');
      }
      await limiter.check('reports', m.userId);
      const stored = await insertReportOncePerDay(db, m.profileId, body);
      if (!stored) {
        throw conflict('already_reported', 'You already reported this member today. Thank you.');
      }
      await limiter.record('reports', m.userId);
    },
  };
}
