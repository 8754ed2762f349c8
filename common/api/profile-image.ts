import { z } from 'zod';

/** POST /api/profileimage.php */
export const profileImageResponseSchema = z.object({
  image: z.object({
    id: z.number().int(),
    thumb_filename: z.string(),
    status: z.enum(['pending', 'active', 'rejected']),
  }),
});
