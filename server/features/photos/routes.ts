import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { profileImageResponseSchema } from '../../../common/api/profile-image';
import { requireMember } from '../../plugins/session';
import { PHOTO_MAX_BYTES } from './process-image';
import { readUploadedFile } from './read-upload';
import type { PhotoService } from './service';

/** POST /api/profileimage.php: one photo per request, multipart field `file`. */
export async function photoRoutes(app: FastifyInstance, photos: PhotoService): Promise<void> {
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
