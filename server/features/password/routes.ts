import { changePassword } from '@common/api/password';
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from '@common/api/password-reset';
import type { Db } from '@server/db/client';
import type { UserService } from '@server/features/user';
import { route } from '@server/http/route';
import { requireMember, sessionTokenOf, startSession } from '@server/plugins/session';
import { hashToken } from '@server/plugins/session-store';
import type { FastifyInstance } from 'fastify';
import type { PasswordService } from './service';

/** Forgotten password (/api/password-reset.php) and password change (/api/password.php). */
export function passwordRoutes(
  app: FastifyInstance,
  { db, passwords, users }: { db: Db; passwords: PasswordService; users: UserService },
): void {
  route(app, requestPasswordReset, async (req) => {
    await passwords.requestReset(req.body.email, req.site, req.ip);
    return { ok: true as const };
  });

  route(app, checkPasswordResetToken, async (req) => ({
    valid: await passwords.isTokenLive(req.query.token, req.ip),
  }));

  route(app, resetPassword, async (req, reply) => {
    const userId = await passwords.reset(req.body, req.ip);
    await startSession(db, req, reply, userId);
    return { user: await users.current(userId, req.site) };
  });

  route(app, changePassword, async (req) => {
    const me = await requireMember(req);
    const token = sessionTokenOf(req);
    await passwords.change(me, req.body, token ? hashToken(token) : null, req.site);
    return { ok: true as const };
  });
}
