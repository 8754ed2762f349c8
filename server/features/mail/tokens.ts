import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type TokenPurpose = 'activate' | 'mail_change' | 'password_reset' | 'mail_change_undo';

/** Links in mails stay valid this long. */
export const TOKEN_TTL_S = 7 * 24 * 3600;

/** A password-reset link works this long (issue 10: one hour). */
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time token; only its hash is stored, so a database leak opens no accounts. */
export async function createMailToken(
  tx: Tx | Db,
  userId: number,
  purpose: TokenPurpose,
  newEmail: string | null = null,
  expiresAt: Date | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiry = expiresAt
    ? sql`${expiresAt.toISOString()}::timestamptz`
    : sql`now() + make_interval(secs => ${TOKEN_TTL_S})`;
  await tx.execute(sql`
    insert into mail_tokens (token_hash, user_id, purpose, new_email, expires_at)
    values (${hashOf(token)}, ${userId}, ${purpose}, ${newEmail}, ${expiry})`);
  return token;
}

/** Marks the token used and answers its owner; null for an unknown, expired or used token. */
export async function consumeMailToken(
  tx: Tx | Db,
  token: string,
  purpose: TokenPurpose,
  now: Date | null = null,
): Promise<{ userId: number; newEmail: string | null; createdAt: string } | null> {
  if (!isTokenShaped(token)) return null;
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  // created_at as text keeps its microseconds (a Date would drop them) for revokeMailTokens.
  const res = await tx.execute<{ user_id: number; new_email: string | null; created_at: string }>(sql`
    update mail_tokens set used_at = ${at}
    where token_hash = ${hashOf(token)} and purpose = ${purpose} and used_at is null and expires_at > ${at}
    returning user_id, new_email, created_at::text as created_at`);
  const row = res.rows[0];
  return row ? { userId: Number(row.user_id), newEmail: row.new_email, createdAt: row.created_at } : null;
}

const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** Whether the token is live (unknown, expired and used answer false); consumes nothing. */
export async function isLiveMailToken(
  tx: Tx | Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const res = await tx.execute(sql`
    select 1 from mail_tokens
    where token_hash = ${hashOf(token)} and purpose = ${purpose} and used_at is null
      and expires_at > ${now.toISOString()}::timestamptz`);
  return res.rows.length > 0;
}

/**
 * Old links stop working once a newer address is in use. `createdAfter` (exact PostgreSQL
 * timestamp text, as consumeMailToken answers it): only the links made after it.
 */
export async function revokeMailTokens(
  tx: Tx | Db,
  userId: number,
  purpose: TokenPurpose,
  createdAfter: string | null = null,
): Promise<void> {
  const newer = createdAfter ? sql`and created_at > ${createdAfter}::timestamptz` : sql``;
  await tx.execute(sql`
    update mail_tokens set used_at = now()
    where user_id = ${userId} and purpose = ${purpose} and used_at is null ${newer}`);
}
