import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailSchema } from '../../../common/api/user';
import type { EmailStatus, ValidateEmailResponse } from '../../../common/api/validate-email';
import { suggestEmail } from '../../../common/rules/email-suggest';
import type { Db } from '../../db/client';

/**
 * GET /api/validate_email.php. The token is an HMAC of the normalised address: the client sends
 * it with the signup, which proves the check ran for exactly that address.
 */
export async function validateEmail(
  db: Db,
  siteKey: string,
  secret: string,
  requested: string,
): Promise<ValidateEmailResponse> {
  const parsed = emailSchema.safeParse(requested);
  const email = parsed.success ? parsed.data : requested.trim().toLowerCase();
  const token = emailCheckToken(secret, siteKey, email);
  const suggestion = suggestEmail(email);
  if (!parsed.success) return { token, status: 'invalid', request_email: requested, email, suggestion };
  const res = await db.execute<{ status: string }>(sql`
    select status from users where site_key = ${siteKey} and email = ${email}`);
  const status = statusOf(res.rows[0]?.status);
  return { token, status, request_email: requested, email, suggestion };
}

function statusOf(stored: string | undefined): EmailStatus {
  if (stored === undefined) return 'new';
  if (stored === 'active' || stored === 'not_confirmed' || stored === 'deleted') return stored;
  // A banned account must not be told apart from a deleted one.
  if (stored === 'banned') return 'deleted';
  return 'not_confirmed';
}

export function emailCheckToken(secret: string, siteKey: string, email: string): string {
  return createHmac('sha256', secret).update(`${siteKey}\n${email}`).digest('base64url');
}
