import { z } from 'zod';
import { endpoint } from './endpoint';
import { doneSchema, profileRefSchema } from './members';
import { profileSchema } from './profile';

/** Likes response of spec §3. */
export const likesResponseSchema = z.object({
  profiles: z.array(profileSchema),
  liked_by: z.array(z.object({ id: z.number().int(), like_new: z.boolean() })),
});
export type LikesResponse = z.infer<typeof likesResponseSchema>;

const likeErrors = [400, 403, 404, 429] as const;

export const getLikes = endpoint({
  method: 'GET',
  path: '/api/likes.php',
  tag: 'likes',
  response: likesResponseSchema,
  errors: [403],
});
export const likeProfile = endpoint({
  method: 'POST',
  path: '/api/likes.php',
  tag: 'likes',
  body: profileRefSchema,
  response: doneSchema,
  errors: likeErrors,
});
export const unlikeProfile = endpoint({
  method: 'DELETE',
  path: '/api/likes.php',
  tag: 'likes',
  body: profileRefSchema,
  response: doneSchema,
  errors: likeErrors,
});
