import type { LoginBody } from '@common/api/auth';
import type { SiteConfig } from '@common/api/settings';
import { verifyPassword } from '@server/accounts/password';
import type { Db } from '@server/db/client';
import { forbidden, unauthorized } from '@server/errors';
import { findLoginCandidate } from '@server/features/user';
import type { RateLimiter } from '@server/plugins/rate-limit';

/**
 * Login throttles: every attempt counts per IP and per account and IP, so an attacker elsewhere
 * can never lock the real owner out; a success clears the account counter. The attempt is counted
 * before the password is verified: counting only failures afterwards let 20 parallel guesses all
 * pass the check before any of them was recorded.
 */
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Db, limiter: RateLimiter) {
  return {
    /** Answers the account; `banned` only after the right password, so it reveals nothing to others. */
    async login(body: LoginBody, site: SiteConfig, ip: string): Promise<{ userId: number; banned: boolean }> {
      const account = `${site.key}:${body.email}:${ip}`;
      await limiter.hit('loginPerIp', ip);
      // Counted before the password is checked, so parallel guesses cannot all pass the check.
      await limiter.hit('loginFailuresPerAccountIp', account);
      const user = await findLoginCandidate(db, site.key, body.email);
      const ok = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !ok) {
        throw unauthorized('invalid_credentials', 'The e-mail address or password is not correct.');
      }
      await limiter.reset('loginFailuresPerAccountIp', account);
      if (user.status === 'deleted') throw forbidden('session_ended', 'This account can no longer log in.');
      return { userId: user.id, banned: user.status === 'banned' };
    },
  };
}
