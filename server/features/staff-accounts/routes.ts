import {
  addStaffAccount,
  changeStaffAccount,
  getStaffAccounts,
  resetStaffAccount,
} from '@common/api/staff-accounts';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { StaffAccountsService } from './service';

/** Admin: the staff accounts of the admin's sites (list, add, change, reset). */
export function staffAccountsRoutes(
  app: FastifyInstance,
  { db, accounts }: { db: Db; accounts: StaffAccountsService },
): void {
  route(app, getStaffAccounts, async (req) => ({
    staff: await accounts.list(await requireStaff(db, req, 'admin')),
  }));

  route(app, addStaffAccount, async (req) =>
    accounts.create(await requireStaff(db, req, 'admin'), req.body, req.ip),
  );

  route(app, changeStaffAccount, async (req) => {
    await accounts.change(await requireStaff(db, req, 'admin'), req.params.staff, req.body, req.ip);
    return { ok: true as const };
  });

  route(app, resetStaffAccount, async (req) =>
    accounts.reset(await requireStaff(db, req, 'admin'), req.params.staff, req.ip),
  );
}
