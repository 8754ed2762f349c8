import { apiErrorSchema } from '@common/api/errors';
import { ownImagesResponseSchema } from '@common/api/profile-image';
import { staffOkSchema } from '@common/api/staff-auth';
import {
  fictionalParamsSchema,
  fictionalPhotoParamsSchema,
  fictionalSavedResponseSchema,
} from '@common/api/staff-profiles';
import multipart from '@fastify/multipart';
import type { Db } from '@server/db/client';
import { PHOTO_MAX_BYTES, readUploadedFile } from '@server/features/photos';
import type { RateLimiter } from '@server/plugins/rate-limit';
import { requireStaff } from '@server/plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FictionalPhotos } from './photos';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Admin: the photos of a fictional profile (list, upload, choose the main one, delete). */
export async function fictionalPhotoRoutes(
  app: FastifyInstance,
  db: Db,
  photos: FictionalPhotos,
  limiter: RateLimiter,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  r.get(
    '/api/staff/fictional/:profile/photos',
    {
      schema: { tags, params: fictionalParamsSchema, response: { 200: ownImagesResponseSchema, ...errors } },
    },
    async (req) => ({
      images: await photos.list(await requireStaff(db, req, 'admin'), req.params.profile),
    }),
  );
  r.put(
    '/api/staff/fictional/:profile/photos/:image/main',
    { schema: { tags, params: fictionalPhotoParamsSchema, response: { 200: staffOkSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'admin');
      await photos.setMain(staff, req.params.profile, req.params.image, req.ip);
      return { ok: true as const };
    },
  );
  r.delete(
    '/api/staff/fictional/:profile/photos/:image',
    { schema: { tags, params: fictionalPhotoParamsSchema, response: { 200: staffOkSchema, ...errors } } },
    async (req) => {
      const staff = await requireStaff(db, req, 'admin');
      await photos.remove(staff, req.params.profile, req.params.image, req.ip);
      return { ok: true as const };
    },
  );

  // Multipart parsing only exists inside this plugin's scope (as for the members' uploads).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/staff/fictional/:profile/photos',
      {
        bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: fictionalParamsSchema,
          response: { 200: fictionalSavedResponseSchema, ...errors, 429: apiErrorSchema },
        },
      },
      async (req) => {
        const staff = await requireStaff(db, req, 'admin');
        await photos.checkProfile(staff, req.params.profile);
        await limiter.hit('staffPhotoUpload', staff.id);
        const bytes = await readUploadedFile(req);
        return { id: await photos.add(staff, req.params.profile, bytes, req.ip) };
      },
    );
  });
}
