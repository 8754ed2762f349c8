import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * GET /api/ban.php: what /pages/ban shows a banned member, who has no session any more; the
 * answer is for the browser that was just refused (ban notice cookie), otherwise `banned` false.
 */
export const banResponseSchema = z.object({
  banned: z.boolean(),
  reason: z.string().nullable(),
  /** Where to object: the site's support address. */
  contact_email: z.string(),
});
export type BanResponse = z.infer<typeof banResponseSchema>;

export const getBan = endpoint({
  method: 'GET',
  path: '/api/ban.php',
  tag: 'account',
  response: banResponseSchema,
});
