import { getStaffMe, staffLogin, staffLogout } from '@common/api/staff-auth';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { endStaffSession, requireStaff, setStaffCookie } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { StaffAuthService } from './service';

/** Staff sign-in, sign-out and who is signed in. */
export function staffAuthRoutes(
  app: FastifyInstance,
  { db, auth }: { db: Db; auth: StaffAuthService },
): void {
  route(app, staffLogin, async (req, reply) => {
    const { staff, token } = await auth.login(req.body, req.ip);
    setStaffCookie(req, reply, token);
    return { staff };
  });

  route(app, staffLogout, async (req, reply) => {
    await auth.logout(await requireStaff(db, req, 'dashboard'), req.ip);
    await endStaffSession(db, req, reply);
    return { ok: true as const };
  });

  route(app, getStaffMe, async (req) => ({ staff: await requireStaff(db, req, 'dashboard') }));
}
