import { checkDateOfBirth } from '@common/rules/date-of-birth';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ownImagesResponseSchema } from './profile-image';
import { staffOkSchema } from './staff-auth';
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

const profilesErrors = [400, 403, 404] as const;

export const getFictionalProfiles = endpoint({
  method: 'GET',
  path: '/api/staff/fictional',
  tag: 'staff',
  response: fictionalListResponseSchema,
  errors: profilesErrors,
});
export const addFictionalProfile = endpoint({
  method: 'POST',
  path: '/api/staff/fictional',
  tag: 'staff',
  body: fictionalProfileBodySchema,
  response: fictionalSavedResponseSchema,
  errors: profilesErrors,
});
export const editFictionalProfile = endpoint({
  method: 'PUT',
  path: '/api/staff/fictional/:profile',
  tag: 'staff',
  params: fictionalParamsSchema,
  body: fictionalProfileBodySchema,
  response: staffOkSchema,
  errors: profilesErrors,
});

export const getFictionalPhotos = endpoint({
  method: 'GET',
  path: '/api/staff/fictional/:profile/photos',
  tag: 'staff',
  params: fictionalParamsSchema,
  response: ownImagesResponseSchema,
  errors: profilesErrors,
});
/** Multipart, field `file`. */
export const addFictionalPhoto = endpoint({
  method: 'POST',
  path: '/api/staff/fictional/:profile/photos',
  tag: 'staff',
  params: fictionalParamsSchema,
  upload: true,
  response: fictionalSavedResponseSchema,
  errors: [...profilesErrors, 429],
});
export const setFictionalMainPhoto = endpoint({
  method: 'PUT',
  path: '/api/staff/fictional/:profile/photos/:image/main',
  tag: 'staff',
  params: fictionalPhotoParamsSchema,
  response: staffOkSchema,
  errors: profilesErrors,
});
export const deleteFictionalPhoto = endpoint({
  method: 'DELETE',
  path: '/api/staff/fictional/:profile/photos/:image',
  tag: 'staff',
  params: fictionalPhotoParamsSchema,
  response: staffOkSchema,
  errors: profilesErrors,
});
