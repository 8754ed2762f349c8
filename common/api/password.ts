import { PASSWORD_MAX } from '@common/limits';
import { z } from 'zod';
import { passwordSchema } from './user';

/** PUT /api/password.php: changes the password; every other session of the member ends. */
export const passwordChangeBodySchema = z.object({
  current_password: z.string().min(1, 'required').max(PASSWORD_MAX, 'max_length'),
  password: passwordSchema,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
