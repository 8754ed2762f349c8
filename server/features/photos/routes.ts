import { deleteImage, getOwnImages, setMainImage, uploadProfileImage } from '@common/api/profile-image';
import multipart from '@fastify/multipart';
import { route } from '@server/http/route';
import { requireMember } from '@server/plugins/session';
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES } from './process-image';
import { readUploadedFile } from './read-upload';
import type { PhotoService } from './service';

/**
 * The member's photos: upload one (multipart field `file`), list their own, choose the main one
 * and delete one.
 */
export async function photoRoutes(app: FastifyInstance, { photos }: { photos: PhotoService }): Promise<void> {
  route(app, getOwnImages, async (req) => ({ images: await photos.listOwn(await requireMember(req)) }));

  route(app, setMainImage, async (req) => {
    await photos.setMain(await requireMember(req), req.body.image);
    return { ok: true as const };
  });

  route(app, deleteImage, async (req) => {
    await photos.remove(await requireMember(req), req.body.image);
    return { ok: true as const };
  });

  // Multipart parsing only exists inside this plugin's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(scope, uploadProfileImage, { bodyLimit: PHOTO_MAX_BYTES + 64 * 1024 }, async (req) => {
      const member = await requireMember(req);
      await photos.throttle(member);
      const bytes = await readUploadedFile(req);
      return { image: await photos.add(member, req.site, bytes) };
    });
  });
}
