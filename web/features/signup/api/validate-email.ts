import type { ValidateEmailResponse } from '@common/api/validate-email';
import { call } from '@web/lib/call';
import * as validateEmailApi from '@web/lib/endpoints/validate-email';

/**
 * GET /api/validate_email.php. Skipped without an @ or a dot (spec §5); the caller passes an
 * AbortSignal so a newer check cancels the earlier pending one.
 */
export async function validateEmail(
  email: string,
  signal: AbortSignal,
): Promise<ValidateEmailResponse | null> {
  const value = email.trim();
  if (!value.includes('@') || !value.includes('.')) return null;
  return call(validateEmailApi.checkEmail, { query: { email: value } }, { signal });
}
