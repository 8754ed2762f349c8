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
  'price_country_changed',
  'payment_provider_unavailable',
  'already_reported',
  'search_login_required',
  'photo_invalid',
  'photo_too_large',
  'photo_too_complex',
  'claim_lost',
  'balance_below_zero',
  'reset_token_invalid',
  'account_banned',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every key a field may carry in `fields` (server) or as a shared zod schema's message (web);
 * the web translates each as `validation.<key>` through web/lib/validation-message.ts, whose
 * table is typed by this list, so a key without a text does not compile.
 */
export const VALIDATION_KEYS = [
  'required',
  'email',
  'min_length',
  'max_length',
  'name_equals_email',
  'name_starts_with_at',
  'email_taken',
  'email_unchanged',
  'min_age',
  'max_age',
  'photo_invalid',
  'photo_too_large',
  'photo_too_complex',
  'wrong_password',
  'password_mismatch',
  'push_endpoint_not_public',
  'push_endpoint_taken',
  'invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(v: unknown): v is ValidationKey {
  return typeof v === 'string' && (VALIDATION_KEYS as readonly string[]).includes(v);
}

/** A zod issue message (or anything else) as a validation key; unknown text becomes `fallback`. */
export function asValidationKey(v: unknown, fallback: ValidationKey = 'invalid'): ValidationKey {
  return isValidationKey(v) ? v : fallback;
}

/** Field path → validation key. */
export type FieldErrors = Record<string, ValidationKey>;
