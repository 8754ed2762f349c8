import { z } from 'zod';

/** GET /api/interests.php */
export const interestsResponseSchema = z.object({
  interests: z.array(z.object({ id: z.string(), selected: z.boolean() })),
});
