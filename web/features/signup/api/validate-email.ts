import { type ValidateEmailResponse, validateEmailResponseSchema } from '@common/api/validate-email';
import { api } from '@web/lib/api-client';

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
  const res = await api<unknown>(
    'GET',
    `/api/validate_email.php?email=${encodeURIComponent(value)}`,
    undefined,
    {
      signal,
    },
  );
  return validateEmailResponseSchema.parse(res);
}
