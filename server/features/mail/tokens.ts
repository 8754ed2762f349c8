import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export type TokenPurpose = 'activate' | 'mail_change';

/** Links in mails stay valid this long. */
export const TOKEN_TTL_S = 7 * 24 * 3600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time token; only its hash is stored, so a database leak opens no accounts. */
export async function createMailToken(
  tx: Tx | Db,
  userId: number,
  purpose: TokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.execute(sql`
    insert into mail_tokens (token_hash, user_id, purpose, new_email, expires_at)
    values (${hashOf(token)}, ${userId}, ${purpose}, ${newEmail},
            now() + make_interval(secs => ${TOKEN_TTL_S}))`);
  return token;
}

/** Marks the token used and answers its owner; null for an unknown, expired or used token. */
export async function consumeMailToken(
  tx: Tx | Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; newEmail: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const res = await tx.execute<{ user_id: number; new_email: string | null }>(sql`
    update mail_tokens set used_at = now()
    where token_hash = ${hashOf(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
    returning user_id, new_email`);
  const row = res.rows[0];
  return row ? { userId: Number(row.user_id), newEmail: row.new_email } : null;
}

/** Old links stop working once a newer address is in use. */
export async function revokeMailTokens(tx: Tx | Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await tx.execute(sql`
    update mail_tokens set used_at = now() where user_id = ${userId} and purpose = ${purpose} and used_at is null`);
}
