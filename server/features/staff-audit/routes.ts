import { getAudit } from '@common/api/staff-audit';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { browseAudit } from './queries';

/**
 * The audit trail for admins, read only (there is no call that changes it). An admin sees the rows
 * of their sites and the site-less ones (sign-ins) of staff who share one of their sites.
 */
export function staffAuditRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, getAudit, async (req) => {
    const staff = await requireStaff(db, req, 'admin');
    const rows = await browseAudit(db, staff.sites, req.query);
    return { rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) };
  });
}
