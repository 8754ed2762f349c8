import { MAX_AGE, MIN_AGE } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';

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

/** GET /api/xcams/demo-partner.php: the demo partner's page of `npm start` (plain text, test mode). */
export const demoPartnerQuerySchema = z.object({
  account: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  flow: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});

/** Ineligible members, guests and a failing partner get no cams: tiles never break the page. */
export const searchCams = endpoint({
  method: 'GET',
  path: '/api/xcams/search.php',
  tag: 'xcams',
  query: camSearchQuerySchema,
  response: camSearchResponseSchema,
  errors: [400],
});
/** A redirect to the performer at the partner, with the site's affiliate id. */
export const camRedirect = endpoint({
  method: 'GET',
  path: '/api/xcams/redirect.php',
  tag: 'xcams',
  query: camRedirectQuerySchema,
  response: null,
  errors: [404],
});
/** A redirect to the partner's offer (the resell tile). */
export const resellRedirect = endpoint({
  method: 'GET',
  path: '/api/resellpartner.php',
  tag: 'xcams',
  query: resellQuerySchema,
  response: null,
  errors: [404],
});
export const demoCamPartner = endpoint({
  method: 'GET',
  path: '/api/xcams/demo-partner.php',
  tag: 'xcams',
  query: demoPartnerQuerySchema,
  response: null,
  errors: [404],
});
