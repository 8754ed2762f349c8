import {
  approvePhoto,
  banMember,
  banReport,
  dismissReport,
  getFlaggedAccounts,
  getOpenReports,
  getPendingPhotoImage,
  getPendingPhotos,
  judgePhotoNudity,
  rejectPhoto,
  unbanMember,
  warnReport,
} from '@common/api/staff-moderation';
import type { Db } from '@server/db/client';
import { route } from '@server/http/route';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ModerationService } from './service';

const ok = { ok: true as const };

/** Moderation: the photo queue, the reports queue, bans and unbans. */
export function staffModerationRoutes(
  app: FastifyInstance,
  { db, moderation: mod }: { db: Db; moderation: ModerationService },
): void {
  route(app, getPendingPhotos, async (req) => ({
    photos: await mod.photos(await requireStaff(db, req, 'moderation')),
  }));
  route(app, getPendingPhotoImage, async (req, reply) => {
    const object = await mod.photoFile(await requireStaff(db, req, 'moderation'), req.params.id);
    return reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(object.body);
  });
  route(app, judgePhotoNudity, async (req) => {
    const staff = await requireStaff(db, req, 'moderation');
    await mod.judgeNudity(staff, req.params.id, req.body.nudity, req.ip);
    return ok;
  });
  route(app, approvePhoto, async (req) => {
    await mod.judgePhoto(await requireStaff(db, req, 'moderation'), req.params.id, { approve: true }, req.ip);
    return ok;
  });
  route(app, rejectPhoto, async (req) => {
    const verdict = { approve: false as const, reason: req.body.reason };
    await mod.judgePhoto(await requireStaff(db, req, 'moderation'), req.params.id, verdict, req.ip);
    return ok;
  });

  route(app, getOpenReports, async (req) => ({
    reports: await mod.reports(await requireStaff(db, req, 'moderation')),
  }));
  for (const [action, e] of [
    ['dismiss', dismissReport],
    ['warn', warnReport],
    ['ban', banReport],
  ] as const)
    route(app, e, async (req) => {
      const staff = await requireStaff(db, req, 'moderation');
      await mod.resolve(staff, req.params.id, action, req.body.reason, req.ip);
      return ok;
    });

  route(app, getFlaggedAccounts, async (req) => ({
    accounts: await mod.flagged(await requireStaff(db, req, 'moderation')),
  }));

  route(app, banMember, async (req) => {
    await mod.ban(await requireStaff(db, req, 'moderation'), req.params.user, req.body.reason, req.ip);
    return ok;
  });
  route(app, unbanMember, async (req) => {
    await mod.unban(await requireStaff(db, req, 'moderation'), req.params.user, req.ip);
    return ok;
  });
}
