import {
  addFictionalPhoto,
  deleteFictionalPhoto,
  getFictionalPhotos,
  setFictionalMainPhoto,
} from '@common/api/staff-profiles';
import multipart from '@fastify/multipart';
import type { Db } from '@server/db/client';
import { PHOTO_MAX_BYTES, readUploadedFile } from '@server/features/photos';
import { route } from '@server/http/route';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { FictionalPhotos } from './photos';

/** Admin: the photos of a fictional profile (list, upload, choose the main one, delete). */
export async function fictionalPhotoRoutes(
  app: FastifyInstance,
  { db, photos, limiter }: { db: Db; photos: FictionalPhotos; limiter: RateLimiter },
): Promise<void> {
  route(app, getFictionalPhotos, async (req) => ({
    images: await photos.list(await requireStaff(db, req, 'admin'), req.params.profile),
  }));

  route(app, setFictionalMainPhoto, async (req) => {
    const staff = await requireStaff(db, req, 'admin');
    await photos.setMain(staff, req.params.profile, req.params.image, req.ip);
    return { ok: true as const };
  });

  route(app, deleteFictionalPhoto, async (req) => {
    const staff = await requireStaff(db, req, 'admin');
    await photos.remove(staff, req.params.profile, req.params.image, req.ip);
    return { ok: true as const };
  });

  // Multipart parsing only exists inside this plugin's scope (as for the members' uploads).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(scope, addFictionalPhoto, { bodyLimit: PHOTO_MAX_BYTES + 64 * 1024 }, async (req) => {
      const staff = await requireStaff(db, req, 'admin');
      await photos.checkProfile(staff, req.params.profile);
      await limiter.hit('staffPhotoUpload', staff.id);
      const bytes = await readUploadedFile(req);
      return { id: await photos.add(staff, req.params.profile, bytes, req.ip) };
    });
  });
}
