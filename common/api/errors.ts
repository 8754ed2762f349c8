import { z } from 'zod';

/** Stable error codes; the web translates each as `errors.<code>`. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'cross_origin',
  'csrf_mismatch',
  'invalid_credentials',
  'email_taken',
  'signup_disabled',
  'session_ended',
  'insufficient_credits',
  'internal',
  'unavailable',
  'chat_blocked',
  'chat_unavailable',
  'discount_invalid',
  'unknown_product',
  'payment_method_unavailable',
  'payment_provider_unavailable',
  'already_reported',
  'search_login_required',
  'photo_invalid',
  'photo_too_large',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  /** Field path → validation message key (see common/rules/validation-messages.ts). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
