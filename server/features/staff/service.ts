import type { StaffLoginBody } from '@common/api/staff-auth';
import { verifyPassword } from '@server/accounts/password';
import { writeAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { unauthorized } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { type Staff, startStaffSession } from '@server/plugins/staff-session';
import { findStaffByEmail, useTotpStep } from './queries';
import { totpStep } from './totp';

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;

const failed = () =>
  unauthorized('invalid_credentials', 'The e-mail address, password or code is not correct.');

/**
 * Staff sign-in: password and TOTP code together, one answer for every failure (which part was
 * wrong is not told). Throttled per IP and per account and IP like member logins, and like them
 * the attempt is counted before the password is verified: checking first and recording the
 * failure afterwards let parallel guesses all pass the check before any was recorded.
 */
export function createStaffAuthService(db: Db, limiter: RateLimiter) {
  return {
    /** The signed-in staff member and the new session's token (the route sets the cookie). */
    async login(body: StaffLoginBody, ip: string): Promise<{ staff: Staff; token: string }> {
      const account = `${body.email}:${ip}`;
      await limiter.hit('staffLoginPerIp', ip);
      await limiter.hit('staffLoginFailures', account);
      const row = await findStaffByEmail(db, body.email);
      const passwordOk = await verifyPassword(row?.password_hash ?? null, body.password);
      const step = row && passwordOk && !row.disabled ? totpStep(row.totp_secret, body.code) : null;
      const staff = row && step !== null ? row : null;
      const token =
        staff !== null && step !== null
          ? await db.transaction(async (tx) => {
              if (!(await useTotpStep(tx, staff.id, step))) return null;
              const started = await startStaffSession(tx, staff.id);
              await writeAudit(tx, { staffId: staff.id, action: 'staff.sign_in', ip });
              return started;
            })
          : null;
      if (!staff || token === null) throw failed();
      await limiter.reset('staffLoginFailures', account);
      const { id, email, name, role, sites } = staff;
      return { staff: { id, email, name, role, sites }, token };
    },

    /** Records the sign-out; the route ends the session and clears the cookie. */
    async logout(staff: Staff, ip: string): Promise<void> {
      await db.transaction((tx) => writeAudit(tx, { staffId: staff.id, action: 'staff.sign_out', ip }));
    },
  };
}
