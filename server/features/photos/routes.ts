import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { profileImageResponseSchema } from '../../../common/api/signup';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import { requireMember } from '../../plugins/session';
import type { Storage } from '../../storage/storage';
import { PHOTO_MAX_BYTES, processPhoto } from './process-image';

const tooLarge = () =>
  new AppError(400, 'photo_too_large', 'This photo is too large (at most 10 MB and 40 megapixels).', {
    file: 'photo_too_large',
  });

/** POST /api/profileimage.php: one photo per request, multipart field `file`. */
export async function photoRoutes(
  app: FastifyInstance,
  db: Db,
  storage: Storage,
  limiter: RateLimiter,
): Promise<void> {
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
        const { userId } = await requireMember(req);
        await limiter.hit(`photo:${userId}`, 30, 3600);
        if (!req.isMultipart())
          throw new AppError(400, 'photo_invalid', 'Send the photo as multipart form data.', {
            file: 'photo_invalid',
          });
        let bytes: Buffer;
        try {
          const file = await req.file();
          if (!file) throw new AppError(400, 'photo_invalid', 'No file was sent.', { file: 'required' });
          bytes = await file.toBuffer();
          if (file.file.truncated) throw tooLarge();
        } catch (err) {
          if (err instanceof AppError) throw err;
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          // Anything else while reading the body is a broken upload (busboy's "Unexpected end of
          // form" when the client stops mid-way), not a server fault.
          throw new AppError(400, 'photo_invalid', 'The upload was incomplete.', { file: 'photo_invalid' });
        }
        const photo = await processPhoto(bytes);

        const profile = await db.execute<{ id: number }>(
          sql`select id from profiles where user_id = ${userId}`,
        );
        const profileId = profile.rows[0]?.id;
        if (profileId === undefined) throw new AppError(403, 'forbidden', 'No profile.');
        const name = `p/${profileId}/${randomBytes(12).toString('hex')}`;
        const originalKey = `${name}.webp`;
        const thumbKey = `${name}-thumb.webp`;
        await storage.put(originalKey, photo.original, 'image/webp');
        await storage.put(thumbKey, photo.thumb, 'image/webp');
        const status: 'active' | 'pending' = req.site.auto_approve_images ? 'active' : 'pending';
        try {
          const res = await db.execute<{ id: number }>(sql`
            insert into images (profile_id, status, is_main, original_key, thumb_key)
            values (${profileId}, ${status}, not exists (select 1 from images where profile_id = ${profileId} and is_main),
                    ${originalKey}, ${thumbKey})
            returning id`);
          const id = res.rows[0]?.id ?? 0;
          return { image: { id, thumb_filename: thumbKey, status } };
        } catch (err) {
          // Nothing half-stored: the files go when the row could not be written.
          await Promise.all([storage.delete(originalKey), storage.delete(thumbKey)]);
          throw err;
        }
      },
    );
  });
}
