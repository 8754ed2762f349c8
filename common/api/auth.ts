import { EMAIL_MAX, PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { line } from './text';

/** POST /api/login.php. The password is only checked for presence here: rules apply at signup. */
export const loginBodySchema = z.object({
  email: line().trim().toLowerCase().min(1, 'required').max(EMAIL_MAX).email('email'),
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const logoutResponseSchema = z.literal('done');
