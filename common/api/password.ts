import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponseSchema, passwordSchema } from './user';

/** PUT /api/password.php: changes the password; every other session of the member ends. */
export const passwordChangeBodySchema = z.object({
  current_password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
  password: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/password.php',
  tag: 'account',
  body: passwordChangeBodySchema,
  response: okResponseSchema,
  errors: [400, 403, 429],
});
