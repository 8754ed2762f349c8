import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailSchema } from '@common/api/user';
import type { EmailStatus, ValidateEmailResponse } from '@common/api/validate-email';
import { suggestEmail } from '@common/rules/email-suggest';
import type { Db } from '@server/db/client';
import { isDeletedEmail } from '@server/features/account';
import { sql } from 'drizzle-orm';

/**
 * GET /api/validate_email.php. The token is an HMAC of the normalised address: the client sends
 * it with the signup, and a token that is not this address's is refused (decision 015g).
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
  let status = statusOf(res.rows[0]?.status);
  // A deleted account keeps no address, only its hash (account/queries.ts).
  if (status === 'new' && (await isDeletedEmail(db, siteKey, email))) status = 'deleted';
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

/** Whether `token` is the check token of this (normalised) address on this site. */
export function isEmailCheckToken(secret: string, siteKey: string, email: string, token: string): boolean {
  const expected = Buffer.from(emailCheckToken(secret, siteKey, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
