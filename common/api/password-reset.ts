import { z } from 'zod';
import { endpoint } from './endpoint';
import { line } from './text';
import { emailSchema, okResponseSchema, passwordSchema, userResponseSchema } from './user';

/** POST /api/password-reset.php: asks for a reset link; the answer never tells whether the address exists. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

const tokenSchema = line().min(1, 'required').max(200);

/** GET /api/password-reset.php?token=…: whether the link can still be used (consumes nothing). */
export const passwordResetTokenQuerySchema = z.object({ token: tokenSchema });
export const passwordResetTokenResponseSchema = z.object({ valid: z.boolean() });

/** PUT /api/password-reset.php: sets the new password; answers the user, logged in on this device. */
export const passwordResetBodySchema = z.object({ token: tokenSchema, password: passwordSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The form on /reset-password/do: the password typed twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'password_mismatch' });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

const resetErrors = [400, 403, 429] as const;

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/password-reset.php',
  tag: 'account',
  body: passwordResetRequestSchema,
  response: okResponseSchema,
  errors: resetErrors,
});
/** Whether the link in the mail still works. */
export const checkPasswordResetToken = endpoint({
  method: 'GET',
  path: '/api/password-reset.php',
  tag: 'account',
  query: passwordResetTokenQuerySchema,
  response: passwordResetTokenResponseSchema,
  errors: resetErrors,
});
/** Sets the password and logs in on this device. */
export const resetPassword = endpoint({
  method: 'PUT',
  path: '/api/password-reset.php',
  tag: 'account',
  body: passwordResetBodySchema,
  response: userResponseSchema,
  errors: resetErrors,
});
