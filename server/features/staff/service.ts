import type { StaffLoginBody } from '@common/api/staff-auth';
import { verifyPassword } from '@server/accounts/password';
import { writeAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { unauthorized } from '@server/errors';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { endStaffSession, type Staff, startStaffSession } from '@server/plugins/staff-session';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    async login(body: StaffLoginBody, req: FastifyRequest, reply: FastifyReply): Promise<Staff> {
      const account = `${body.email}:${req.ip}`;
      await limiter.hit('staffLoginPerIp', req.ip);
      await limiter.hit('staffLoginFailures', account);
      const row = await findStaffByEmail(db, body.email);
      const passwordOk = await verifyPassword(row?.password_hash ?? null, body.password);
      const step = row && passwordOk && !row.disabled ? totpStep(row.totp_secret, body.code) : null;
      const staff = row && step !== null ? row : null;
      const signedIn =
        staff !== null &&
        step !== null &&
        (await db.transaction(async (tx) => {
          if (!(await useTotpStep(tx, staff.id, step))) return false;
          await startStaffSession(tx, req, reply, staff.id);
          await writeAudit(tx, { staffId: staff.id, action: 'staff.sign_in', ip: req.ip });
          return true;
        }));
      if (!staff || !signedIn) throw failed();
      await limiter.reset('staffLoginFailures', account);
      return { id: staff.id, email: staff.email, name: staff.name, role: staff.role, sites: staff.sites };
    },

    async logout(staff: Staff, req: FastifyRequest, reply: FastifyReply): Promise<void> {
      await db.transaction((tx) =>
        writeAudit(tx, { staffId: staff.id, action: 'staff.sign_out', ip: req.ip }),
      );
      await endStaffSession(db, req, reply);
    },
  };
}
