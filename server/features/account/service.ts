import { randomBytes } from 'node:crypto';
import type { StayOffer } from '@common/api/account';
import type { SiteConfig } from '@common/api/settings';
import { verifyPassword } from '@server/accounts/password';
import type { Db } from '@server/db/client';
import { conflict, notLoggedIn, validationFailed } from '@server/errors';
import { findPasswordOwner } from '@server/features/password';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import type { Storage } from '@server/storage/storage';
import { sql } from 'drizzle-orm';
import { exportMemberData } from './export';
import { eraseAccount, insertStayOffer, photoKeysOf, saveHideNudity, stayOfferTaken } from './queries';

export type AccountService = ReturnType<typeof createAccountService>;

/** The stay offer is valid this long once taken. */
const STAY_OFFER_DAYS = 14;

/** Leaving: the stay offer (delete_discount) and the deletion itself; the photo setting. */
export function createAccountService(db: Db, storage: Storage, limiter: RateLimiter) {
  return {
    /** GET /api/my-data.php: the ZIP stream (export.ts). */
    exportData: (me: Member) => exportMemberData(db, storage, limiter, me),

    /** What the leave dialog offers first: the site's delete_discount, once per member. */
    async leaveOffer(me: Member, site: SiteConfig): Promise<{ percent: number; available: boolean }> {
      const percent = Math.round(site.delete_discount);
      return { percent, available: percent > 0 && !(await stayOfferTaken(db, me.userId)) };
    },

    /**
     * Takes the offer: a personal time-bonus code (the discount codes' own kind, spec §3), so the
     * next purchase of credits or premium gets it automatically; the account stays.
     */
    async stay(me: Member, site: SiteConfig): Promise<StayOffer> {
      await limiter.hit('accountLeave', me.userId);
      const percent = Math.min(90, Math.round(site.delete_discount));
      if (percent <= 0) throw conflict('discount_invalid', 'This site has no offer for leaving members.');
      const code = `STAY-${randomBytes(4).toString('hex').toUpperCase()}`;
      const expiresAt = new Date(Date.now() + STAY_OFFER_DAYS * 24 * 3600 * 1000);
      await db.transaction(async (tx) => {
        // Serialised per member, so two clicks never grant two codes.
        await tx.execute(sql`select id from users where id = ${me.userId} for update`);
        if (await stayOfferTaken(tx, me.userId))
          throw conflict('discount_invalid', 'The offer was already taken.');
        await insertStayOffer(tx, me.userId, code, percent, expiresAt);
      });
      return { code, percent, expires_at: expiresAt.toISOString() };
    },

    /** Stores the member's choice to hide nudity (issue 27); it applies from their next request. */
    async savePhotoSettings(me: Member, hide: boolean): Promise<{ hide_nudity: boolean }> {
      await limiter.hit('photoSettings', me.userId);
      await saveHideNudity(db, me.userId, hide);
      return { hide_nudity: hide };
    },

    /** Deletes the caller's account after checking the password; the photo files go after commit. */
    async remove(me: Member, password: string): Promise<void> {
      await limiter.hit('accountLeave', me.userId);
      const owner = await findPasswordOwner(db, me.userId);
      if (!owner) throw notLoggedIn();
      if (!(await verifyPassword(owner.password_hash, password)))
        throw validationFailed({ password: 'wrong_password' }, 'The password is not correct.');
      const keys = await db.transaction(async (tx) => {
        const photoKeys = await photoKeysOf(tx, me.profileId);
        await eraseAccount(tx, { ...me, email: owner.email });
        return photoKeys;
      });
      await Promise.all(keys.map((k) => storage.delete(k)));
    },
  };
}
