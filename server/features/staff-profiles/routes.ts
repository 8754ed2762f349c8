import { addFictionalProfile, editFictionalProfile, getFictionalProfiles } from '@common/api/staff-profiles';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { StaffProfilesService } from './service';

/** Admin: the fictional profiles of the caller's sites. */
export function staffProfilesRoutes(
  app: FastifyInstance,
  { db, profiles }: { db: Db; profiles: StaffProfilesService },
): void {
  route(app, getFictionalProfiles, async (req) => ({
    profiles: await profiles.list(await requireStaff(db, req, 'admin')),
  }));

  route(app, addFictionalProfile, async (req) => ({
    id: await profiles.create(await requireStaff(db, req, 'admin'), req.body, req.ip),
  }));

  route(app, editFictionalProfile, async (req) => {
    await profiles.edit(await requireStaff(db, req, 'admin'), req.params.profile, req.body, req.ip);
    return { ok: true as const };
  });
}
