import type { PasswordChangeBody } from '@common/api/password';
import type { PasswordResetBody } from '@common/api/password-reset';
import type { SiteConfig } from '@common/api/settings';
import { asLocale } from '@common/rules/locale';
import { hashPassword, verifyPassword } from '@server/accounts/password';
import type { Db } from '@server/db/client';
import { badRequest, forbidden, notLoggedIn, validationFailed } from '@server/errors';
import { consumeMailToken, isLiveMailToken, type MailService, revokeMailTokens } from '@server/features/mail';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { statusMayHaveSession } from '@server/plugins/session';
import { deleteSessionsOf, findPasswordOwner, findResetCandidate, setPasswordHash } from './queries';

export type PasswordService = ReturnType<typeof createPasswordService>;

/** `now` is injectable so tests can walk past the hour without waiting. */
export function createPasswordService(
  db: Db,
  limiter: RateLimiter,
  mail: MailService,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * POST /api/password-reset.php. Known or unknown, the address gets one mail and the caller the
     * same answer after the same work (a transaction that revokes, creates a token and queues a
     * mail), so neither the answer nor its timing tells whether an account exists (decision 010c).
     */
    async requestReset(email: string, site: SiteConfig, ip: string): Promise<void> {
      await limiter.hit('passwordResetPerIp', ip);
      await limiter.hit('passwordResetPerEmail', `${site.key}:${email}`);
      await db.transaction(async (tx) => {
        const user = await findResetCandidate(tx, site.key, email);
        const fallbackLanguage = asLocale(site.domain_language) ?? 'en';
        if (user) {
          // A newer link kills the older ones.
          await mail.queueResetLink(
            tx,
            site,
            { userId: user.id, email, name: user.name, language: user.language },
            now(),
          );
        } else {
          await revokeMailTokens(tx, 0, 'password_reset');
          await mail.queueAccountMail(tx, site, {
            kind: 'passwordResetUnknown',
            userId: null,
            to: email,
            name: email,
            language: fallbackLanguage,
            path: '/reset-password',
          });
        }
      });
    },

    /** GET /api/password-reset.php: whether a link is still usable, so the page can say so at once. */
    async isTokenLive(token: string, ip: string): Promise<boolean> {
      await limiter.hit('passwordResetConfirmPerIp', ip);
      return isLiveMailToken(db, token, 'password_reset', now());
    },

    /**
     * PUT /api/password-reset.php: sets the new password and ends every session of the account;
     * answers the account to log in on this device.
     */
    async reset(body: PasswordResetBody, ip: string): Promise<number> {
      await limiter.hit('passwordResetConfirmPerIp', ip);
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const found = await consumeMailToken(tx, body.token, 'password_reset', now());
        if (!found)
          throw badRequest('reset_token_invalid', 'This reset link has expired or was already used.');
        const status = await setPasswordHash(tx, found.userId, passwordHash, true);
        if (status === null || !statusMayHaveSession(status))
          throw forbidden('account_banned', 'This account can no longer log in.');
        await deleteSessionsOf(tx, found.userId, null);
        await revokeMailTokens(tx, found.userId, 'password_reset');
        return found.userId;
      });
    },

    /**
     * PUT /api/password.php: needs the current password; ends every other session (the one whose
     * token hash is `keep` stays) and tells the member by mail.
     */
    async change(me: Member, body: PasswordChangeBody, keep: Buffer | null, site: SiteConfig) {
      await limiter.hit('passwordChange', me.userId);
      const owner = await findPasswordOwner(db, me.userId);
      if (!owner) throw notLoggedIn();
      if (!(await verifyPassword(owner.password_hash, body.current_password)))
        throw validationFailed(
          { current_password: 'wrong_password' },
          'The current password is not correct.',
        );
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, me.userId, passwordHash, false);
        await deleteSessionsOf(tx, me.userId, keep);
        await revokeMailTokens(tx, me.userId, 'password_reset');
        await mail.queueAccountMail(tx, site, {
          kind: 'passwordChanged',
          userId: me.userId,
          to: owner.email,
          name: owner.name,
          language: owner.language,
          path: '/reset-password',
        });
      });
    },
  };
}
