import type { MemberResponse, ReportBody } from '../../../common/api/members';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Member } from '../../plugins/session';
import { loadPublicProfiles } from '../../profiles/public-profile';
import { findSiteProfile } from '../../profiles/site-profile';
import { deleteBlock, insertBlock, insertReportOncePerDay, markLikeSeen } from './queries';

export type MembersService = ReturnType<typeof createMembersService>;

const BLOCKS_PER_HOUR = 100;
const REPORTS_PER_DAY = 20;

/** `reads` serves member pages (a replica with DATABASE_READ_URL); changes go to `db`. */
export function createMembersService(db: Db, limiter: RateLimiter, reads: Db = db) {
  return {
    /**
     * GET /api/member.php: a profile of the site for a guest or a member. Unknown, deleted,
     * other-site and blocked (either way) profiles are all the same 404. Opening a profile
     * that liked the viewer marks that like seen (spec §4).
     */
    async get(siteKey: string, viewer: Member | null, profileId: number): Promise<MemberResponse> {
      const [profile] = await loadPublicProfiles(reads, siteKey, viewer?.profileId ?? null, [profileId]);
      if (!profile) throw notFound('This member does not exist.');
      if (viewer && profile.like_new) {
        await markLikeSeen(db, profileId, viewer.profileId);
        profile.like_new = false;
      }
      return { profile };
    },

    async block(m: Member, profileId: number): Promise<void> {
      await limiter.hit(`block:${m.userId}`, BLOCKS_PER_HOUR, 3600);
      if (profileId === m.profileId) throw new AppError(400, 'bad_request', 'You cannot block yourself.');
      if (!(await findSiteProfile(db, m.siteKey, profileId))) throw notFound('This member does not exist.');
      await insertBlock(db, m.profileId, profileId);
    },

    async unblock(m: Member, profileId: number): Promise<void> {
      await limiter.hit(`block:${m.userId}`, BLOCKS_PER_HOUR, 3600);
      if (!(await findSiteProfile(db, m.siteKey, profileId))) throw notFound('This member does not exist.');
      await deleteBlock(db, m.profileId, profileId);
    },

    /** One report per member pair per 24 hours, and at most 20 reports a day per member. */
    async report(m: Member, body: ReportBody): Promise<void> {
      if (body.profile === m.profileId) throw new AppError(400, 'bad_request', 'You cannot report yourself.');
      if (!(await findSiteProfile(db, m.siteKey, body.profile))) {
        throw notFound('This member does not exist.');
      }
      await limiter.check(`report:${m.userId}`, REPORTS_PER_DAY, 86_400);
      const stored = await insertReportOncePerDay(db, m.profileId, body);
      if (!stored) {
        throw new AppError(409, 'already_reported', 'You already reported this member today. Thank you.');
      }
      await limiter.record(`report:${m.userId}`, 86_400);
    },
  };
}
