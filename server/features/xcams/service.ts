import type { SiteConfig } from '@common/api/settings';
import type { Cam, CamSearchQuery, CamSearchResponse } from '@common/api/xcams';
import { MAX_AGE, MIN_AGE } from '@common/limits';
import { webcamTilesAllowed } from '@common/rules/webcam-slots';
import { TtlCache } from '@server/cache/ttl-cache';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import type { Member } from '@server/plugins/session';
import { premiumUntilOf } from '@server/profiles/site-profile';
import type { FastifyBaseLogger } from 'fastify';
import { createDemoCamPartner } from './demo-partner';
import { type CamPartner, createCamPartner } from './partner';

export type XcamsService = ReturnType<typeof createXcamsService>;

/** Partner answers are shared by all members of a site for a minute. */
const CAMS_CACHE_MS = 60_000;

export function createXcamsService(db: Db, fetchImpl: typeof fetch = fetch) {
  const partners = new WeakMap<SiteConfig, CamPartner>();
  const cache = new TtlCache<Cam[]>(CAMS_CACHE_MS, 1000);

  function partnerOf(site: SiteConfig): CamPartner | null {
    if (!site.cam_partner) return null;
    let p = partners.get(site);
    if (!p) {
      p =
        site.cam_partner === 'demo' ? createDemoCamPartner() : createCamPartner(site.cam_partner, fetchImpl);
      partners.set(site, p);
    }
    return p;
  }

  return {
    /**
     * GET /api/xcams/search.php. Ineligible members (spec §6), sites without resell or partner,
     * and a failing partner all answer no cams: tiles are optional and never break the page.
     */
    async search(
      member: Member | null,
      site: SiteConfig,
      q: CamSearchQuery,
      log: FastifyBaseLogger,
    ): Promise<CamSearchResponse> {
      const none: CamSearchResponse = { cams: {}, resell: false };
      const partner = partnerOf(site);
      if (!partner || !member) return none;
      const allowed = webcamTilesAllowed({
        loggedIn: true,
        paidUser: member.record.paid_user,
        premiumUntil: await premiumUntilOf(db, member.userId),
        signupDate: member.record.signup_at,
        memberResell: site.member_resell,
      });
      if (!allowed) return none;
      const resell = site.member_resell.includes('camads');
      if (!site.member_resell.includes('cams')) return { cams: {}, resell };
      const search = {
        gender: q.gender ? q.gender : null,
        minAge: q.min_age ?? MIN_AGE,
        maxAge: q.max_age ?? MAX_AGE,
      };
      try {
        const key = `${JSON.stringify(site.cam_partner)}|${search.gender}|${search.minAge}|${search.maxAge}`;
        const cams = await cache.get(key, () => partner.search(search));
        return { cams: Object.fromEntries(cams.map((c) => [c.account, c])), resell };
      } catch (err) {
        log.warn({ err, site: site.key }, 'cam partner search failed');
        return { cams: {}, resell };
      }
    },

    performerUrl(site: SiteConfig, account: string): string {
      const partner = partnerOf(site);
      if (!partner) throw notFound('not_found', 'No webcam partner is configured.');
      return partner.performerUrl(account);
    },

    resellUrl(site: SiteConfig, flow: string): string {
      const partner = partnerOf(site);
      if (!partner) throw notFound('not_found', 'No webcam partner is configured.');
      return partner.resellUrl(flow);
    },
  };
}
