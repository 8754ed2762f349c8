import { z } from 'zod';

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
