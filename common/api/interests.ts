import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /api/interests.php */
export const interestsResponseSchema = z.object({
  interests: z.array(z.object({ id: z.string(), selected: z.boolean() })),
});

/** The interests to choose from, the member's own marked. */
export const getInterests = endpoint({
  method: 'GET',
  path: '/api/interests.php',
  tag: 'signup',
  response: interestsResponseSchema,
});
