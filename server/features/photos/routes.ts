import { apiErrorSchema } from '@common/api/errors';
import {
  deleteImageBodySchema,
  mainImageBodySchema,
  ownImagesResponseSchema,
  profileImageResponseSchema,
} from '@common/api/profile-image';
import { okResponseSchema } from '@common/api/user';
import multipart from '@fastify/multipart';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from './process-image';
import { readUploadedFile } from './read-upload';
import type { PhotoService } from './service';

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * /api/profileimage.php: upload one photo (POST, multipart field `file`), list the caller's
 * photos (GET), choose the main one (PUT) and delete one (DELETE).
 */
export async function photoRoutes(app: FastifyInstance, photos: PhotoService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/profileimage.php',
    { schema: { tags: ['profile'], response: { 200: ownImagesResponseSchema, 403: apiErrorSchema } } },
    async (req) => ({ images: await photos.listOwn(await requireMember(req)) }),
  );
  r.put(
    '/api/profileimage.php',
    {
      schema: {
        tags: ['profile'],
        body: mainImageBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await photos.setMain(await requireMember(req), req.body.image);
      return { ok: true as const };
    },
  );
  r.delete(
    '/api/profileimage.php',
    {
      schema: {
        tags: ['profile'],
        body: deleteImageBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (req) => {
      await photos.remove(await requireMember(req), req.body.image);
      return { ok: true as const };
    },
  );

  // Multipart parsing only exists inside this plugin's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/profileimage.php',
      {
        bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
        schema: {
          tags: ['signup'],
          consumes: ['multipart/form-data'],
          response: {
            200: profileImageResponseSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (req) => {
        const member = await requireMember(req);
        await photos.throttle(member);
        const bytes = await readUploadedFile(req);
        return { image: await photos.add(member, req.site, bytes) };
      },
    );
  });
}
