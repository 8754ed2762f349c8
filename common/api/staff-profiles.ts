import { checkDateOfBirth } from '@common/rules/date-of-birth';
import { z } from 'zod';
import { line, text } from './text';

/** A fictional profile as admins edit it (GET/POST /api/staff/fictional, PUT /api/staff/fictional/:profile). */
export const fictionalProfileBodySchema = z.object({
  site_key: line().min(1, 'required').max(60),
  name: line().trim().min(1, 'required').max(150, 'max_length'),
  gender: z.enum(['male', 'female']).nullable(),
  birth_date: line()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
    .refine((v) => checkDateOfBirth(v) === null, 'min_age')
    .nullable(),
  country: line()
    .regex(/^[A-Z]{2}$/, 'invalid')
    .nullable(),
  city: line().trim().max(255, 'max_length').nullable(),
  about_me: text().trim().max(2000, 'max_length'),
  hidden: z.boolean(),
});
export type FictionalProfileBody = z.infer<typeof fictionalProfileBodySchema>;

export const fictionalProfileSchema = fictionalProfileBodySchema.extend({
  id: z.number().int(),
  conversations: z.number().int(),
});
export const fictionalListResponseSchema = z.object({ profiles: z.array(fictionalProfileSchema) });
export const fictionalSavedResponseSchema = z.object({ id: z.number().int() });
export const fictionalParamsSchema = z.object({ profile: z.coerce.number().int().positive() });
export const fictionalPhotoParamsSchema = fictionalParamsSchema.extend({
  image: z.coerce.number().int().positive(),
});
