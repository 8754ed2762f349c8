import { z } from 'zod';
import { CITY_MAX } from '../limits';
import { isOneLine, line, text } from './text';

/** GET /api/validate_email.php (spec §7). */
export const emailStatusSchema = z.enum(['new', 'active', 'not_confirmed', 'deleted', 'invalid']);
export type EmailStatus = z.infer<typeof emailStatusSchema>;
export const validateEmailResponseSchema = z.object({
  token: z.string(),
  status: emailStatusSchema,
  request_email: z.string(),
  email: z.string(),
  /** Did-you-mean proposal (spec §5); never blocks. */
  suggestion: z.string().nullable(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;

/** GET /api/activate.php */
export const activateResponseSchema = z.object({ delivered: z.boolean() });

export const mailChangeBodySchema = z.object({ email: line().max(300) });
export const mailChangeResponseSchema = z.object({ result: z.enum(['changed', 'confirm']) });
export const mailChangeConfirmBodySchema = z.object({ token: line().max(200) });

/** GET /api/geocode.php */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geocodeResponseSchema = z.object({
  country: z.string().nullable(),
  countryregion: z.number().int().nullable(),
  city: z.string().nullable(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** GET /api/regions.php */
export const regionsResponseSchema = z.object({
  regions: z.record(z.string(), z.array(z.object({ id: z.number().int(), name: z.string() }))),
});

/** GET /api/profile_fields.php */
export const profileFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['select', 'textarea']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ProfileField = z.infer<typeof profileFieldSchema>;
export const profileFieldsResponseSchema = z.object({ fields: z.array(profileFieldSchema) });

/** GET /api/interests.php */
export const interestsResponseSchema = z.object({
  interests: z.array(z.object({ id: z.string(), selected: z.boolean() })),
});
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

/** PUT /api/user.php (spec §7): the location, or profile fields; absent keys are left alone. */
export const updateUserBodySchema = z
  .object({
    country: line().length(2).optional(),
    countryregion: z.number().int().nonnegative().nullable().optional(),
    city: line().trim().max(CITY_MAX, 'max_length').nullable().optional(),
    gender: z.enum(['male', 'female']).nullable().optional(),
    date_of_birth: line().max(10).nullable().optional(),
    personal: z.record(line().max(50), text().max(5000)).optional(),
    interests: z.array(line().max(50)).max(100).optional(),
    lastSignupStep: z.literal(true).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Tracking parameters of spec §2 as they travel with the signup. */
export const trackingSchema = z.object({
  network: line().max(100).optional(),
  ref: line().max(200).optional(),
  sub1: line().max(200).optional(),
  sub2: line().max(200).optional(),
  sub3: line().max(200).optional(),
  cpc: line().max(50).optional(),
  extra: z.record(line().max(50), line().max(200)).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** POST /api/user.php?push=1 */
export const pushBodySchema = z.object({
  subscription: z.object({
    endpoint: z.url().max(2000).refine(isOneLine, 'invalid'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: line().min(10).max(200), auth: line().min(4).max(100) }),
  }),
});

/** POST /api/profileimage.php */
export const profileImageResponseSchema = z.object({
  image: z.object({
    id: z.number().int(),
    thumb_filename: z.string(),
    status: z.enum(['pending', 'active', 'rejected']),
  }),
});
