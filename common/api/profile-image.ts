import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponseSchema } from './user';

/** POST /api/profileimage.php */
export const profileImageResponseSchema = z.object({
  image: z.object({
    id: z.number().int(),
    thumb_filename: z.string(),
    status: z.enum(['pending', 'active', 'rejected']),
  }),
});

/** One of the member's own photos as /profile shows it: every status, with the rejection reason. */
export const ownImageSchema = z.object({
  id: z.number().int(),
  thumb_filename: z.string(),
  status: z.enum(['pending', 'active', 'rejected']),
  is_main: z.boolean(),
  reject_reason: z.string().nullable(),
});
export type OwnImage = z.infer<typeof ownImageSchema>;

/** GET /api/profileimage.php: the caller's photos, main first. */
export const ownImagesResponseSchema = z.object({ images: z.array(ownImageSchema) });
export type OwnImagesResponse = z.infer<typeof ownImagesResponseSchema>;

/** PUT /api/profileimage.php: makes one of the caller's photos the main photo. */
export const mainImageBodySchema = z.object({ image: z.number().int().positive(), main: z.literal(true) });
/** DELETE /api/profileimage.php: deletes one of the caller's photos. */
export const deleteImageBodySchema = z.object({ image: z.number().int().positive() });

const photoErrors = [400, 403, 404] as const;

/** Multipart, field `file`: one photo, pending until a moderator approves it. */
export const uploadProfileImage = endpoint({
  method: 'POST',
  path: '/api/profileimage.php',
  tag: 'signup',
  upload: true,
  response: profileImageResponseSchema,
  errors: [400, 403, 429],
});
export const getOwnImages = endpoint({
  method: 'GET',
  path: '/api/profileimage.php',
  tag: 'profile',
  response: ownImagesResponseSchema,
  errors: [403],
});
export const setMainImage = endpoint({
  method: 'PUT',
  path: '/api/profileimage.php',
  tag: 'profile',
  body: mainImageBodySchema,
  response: okResponseSchema,
  errors: photoErrors,
});
export const deleteImage = endpoint({
  method: 'DELETE',
  path: '/api/profileimage.php',
  tag: 'profile',
  body: deleteImageBodySchema,
  response: okResponseSchema,
  errors: photoErrors,
});
