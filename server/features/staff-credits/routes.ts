import { changeCredits, getMemberAccount, grantBonus, searchMembers } from '@common/api/staff-credits';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { StaffCreditsService } from './service';

/** Admin: find members, see their orders and ledger, correct credits, grant time bonuses. */
export function staffCreditsRoutes(
  app: FastifyInstance,
  { db, credits }: { db: Db; credits: StaffCreditsService },
): void {
  route(app, searchMembers, async (req) => ({
    members: await credits.search(await requireStaff(db, req, 'admin'), req.query.q),
  }));

  route(app, getMemberAccount, async (req) =>
    credits.account(await requireStaff(db, req, 'admin'), req.params.user),
  );

  route(app, changeCredits, async (req) => {
    const staff = await requireStaff(db, req, 'admin');
    const { delta, reason } = req.body;
    return { balance: await credits.changeCredits(staff, req.params.user, delta, reason, req.ip) };
  });

  route(app, grantBonus, async (req) => {
    const staff = await requireStaff(db, req, 'admin');
    return credits.grantBonus(staff, req.params.user, req.body.percent, req.body.hours, req.ip);
  });
}
