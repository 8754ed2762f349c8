import { EMAIL_MAX, PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { line } from './text';
import { userResponseSchema } from './user';

/** POST /api/login.php. The password is only checked for presence here: rules apply at signup. */
export const loginBodySchema = z.object({
  email: line().trim().toLowerCase().min(1, 'required').max(EMAIL_MAX).email('email'),
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const logoutResponseSchema = z.literal('done');

/** Logs in (a fresh session cookie); a banned account gets 403 account_banned and the ban notice. */
export const login = endpoint({
  method: 'POST',
  path: '/api/login.php',
  tag: 'auth',
  body: loginBodySchema,
  response: userResponseSchema,
  errors: [400, 401, 403, 429],
});
/** Ends this browser's session; answers "done" (spec §7). */
export const logout = endpoint({
  method: 'GET',
  path: '/api/logout.php',
  tag: 'auth',
  response: logoutResponseSchema,
});
