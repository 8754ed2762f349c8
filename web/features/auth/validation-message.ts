import type { TFunction } from 'i18next';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../../common/limits';

const MIN: Record<string, number> = { password: PASSWORD_MIN, name: 1 };
const MAX: Record<string, number> = { password: PASSWORD_MAX, name: NAME_MAX, email: EMAIL_MAX };

/** Turns a shared-schema message key (or a server field key) into the generic text of spec §5. */
export function validationMessage(t: TFunction, field: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  switch (key) {
    case 'min_length':
      return t('validation.min_length', { min: MIN[field] ?? 1 });
    case 'max_length':
      return t('validation.max_length', { max: MAX[field] ?? 255 });
    case 'required':
    case 'email':
    case 'name_equals_email':
    case 'name_starts_with_at':
    case 'email_taken':
      return t(`validation.${key}`);
    default:
      return t('validation.invalid');
  }
}
