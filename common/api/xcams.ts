import { MAX_AGE, MIN_AGE } from '@common/limits';
import { z } from 'zod';

/** GET /api/xcams/search.php query (spec §7). */
export const camSearchQuerySchema = z.object({
  gender: z.enum(['male', 'female', '']).optional(),
  min_age: z.coerce.number().int().min(MIN_AGE).max(MAX_AGE).optional(),
  max_age: z.coerce.number().int().min(MIN_AGE).max(MAX_AGE).optional(),
});
export type CamSearchQuery = z.infer<typeof camSearchQuerySchema>;

export const camSchema = z.object({
  account: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  thumb: z.string(),
  online: z.boolean(),
});
export type Cam = z.infer<typeof camSchema>;

/** Webcam search response of spec §3: a map of entries, each with an account. */
export const camSearchResponseSchema = z.object({
  cams: z.record(z.string(), camSchema),
  /** Whether resell ad tiles may show (site has camads and a partner, member is eligible). */
  resell: z.boolean(),
});
export type CamSearchResponse = z.infer<typeof camSearchResponseSchema>;

/** GET /api/xcams/redirect.php?account= */
export const camRedirectQuerySchema = z.object({ account: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** GET /api/resellpartner.php?flow=profile-search&redirect=1 */
export const resellQuerySchema = z.object({
  flow: z.string().regex(/^[a-z0-9-]{1,40}$/),
  redirect: z.literal('1').optional(),
});
