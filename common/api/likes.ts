import { z } from 'zod';
import { profileSchema } from './profile';

/** Likes response of spec §3. */
export const likesResponseSchema = z.object({
  profiles: z.array(profileSchema),
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;
