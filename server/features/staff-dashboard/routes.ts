import { getDashboard, type SiteFigures } from '@common/api/staff-dashboard';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { dashboardFigures } from './queries';

/** Sums per-site figures; the wait figures of the total are the worst site's (a percentile does not add up). */
function total(sites: SiteFigures[]): SiteFigures {
  const t: SiteFigures = { ...(sites[0] ?? ({} as SiteFigures)), site_key: '*' };
  for (const key of Object.keys(t) as (keyof SiteFigures)[]) {
    if (key === 'site_key') continue;
    const values = sites.map((s) => s[key]);
    t[key] =
      key.startsWith('inbox_') && key.endsWith('_s')
        ? Math.max(0, ...values)
        : values.reduce((a, b) => a + b, 0);
  }
  return t;
}

/** The dashboard (/staff): every role sees the numbers of its own sites. */
export function staffDashboardRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, getDashboard, async (req) => {
    const staff = await requireStaff(db, req, 'dashboard');
    const sites = await dashboardFigures(db, staff.sites);
    return { sites, total: total(sites) };
  });
}
