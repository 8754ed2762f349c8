import { asValidationKey, type ValidationKey } from '@common/api/errors';
import { EMAIL_MAX, MAX_AGE, MIN_AGE, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@common/limits';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_URL_MAX,
} from '@common/rules/support-limits';
import type { TFunction } from 'i18next';

const MIN: Record<string, number> = {
  password: PASSWORD_MIN,
  name: 1,
  message: SUPPORT_MESSAGE_MIN,
  description: SUPPORT_MESSAGE_MIN,
};
const MAX: Record<string, number> = {
  password: PASSWORD_MAX,
  name: NAME_MAX,
  email: EMAIL_MAX,
  subject: SUPPORT_SUBJECT_MAX,
  url: SUPPORT_URL_MAX,
  message: SUPPORT_MESSAGE_MAX,
  description: SUPPORT_MESSAGE_MAX,
};

/**
 * One text per key of VALIDATION_KEYS: a key added there without an entry here does not compile,
 * and web/i18n/locales.test.ts checks each `validation.<key>` exists in every locale.
 */
const MESSAGES: Record<ValidationKey, (t: TFunction, field: string) => string> = {
  required: (t) => t('validation.required'),
  email: (t) => t('validation.email'),
  min_length: (t, field) => t('validation.min_length', { min: MIN[field] ?? 1 }),
  max_length: (t, field) => t('validation.max_length', { max: MAX[field] ?? 255 }),
  name_equals_email: (t) => t('validation.name_equals_email'),
  name_starts_with_at: (t) => t('validation.name_starts_with_at'),
  email_taken: (t) => t('validation.email_taken'),
  email_unchanged: (t) => t('validation.email_unchanged'),
  push_endpoint_not_public: (t) => t('validation.push_endpoint_not_public'),
  push_endpoint_taken: (t) => t('validation.push_endpoint_taken'),
  min_age: (t) => t('validation.min_age', { min: MIN_AGE }),
  max_age: (t) => t('validation.max_age', { max: MAX_AGE }),
  photo_invalid: (t) => t('validation.photo_invalid'),
  photo_too_large: (t) => t('validation.photo_too_large'),
  wrong_password: (t) => t('validation.wrong_password'),
  password_mismatch: (t) => t('validation.password_mismatch'),
  invalid: (t) => t('validation.invalid'),
};

/**
 * Turns a shared-schema message key or a server field key into the text of spec §5; anything
 * not in VALIDATION_KEYS (a zod default message) falls back to the generic "invalid" text.
 */
export function validationMessage(t: TFunction, field: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return MESSAGES[asValidationKey(key)](t, field);
}
