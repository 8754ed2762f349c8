import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

export type ResetCandidate = { id: number; name: string; language: string; status: string };

/** The account a reset may be sent to: any of the site's accounts except deleted ones. */
export async function findResetCandidate(
  tx: Tx | Db,
  siteKey: string,
  email: string,
): Promise<ResetCandidate | null> {
  const res = await tx.execute<ResetCandidate>(sql`
    select u.id, p.name, u.language, u.status from users u join profiles p on p.user_id = u.id
    where u.site_key = ${siteKey} and u.email = ${email} and u.status <> 'deleted'`);
  return res.rows[0] ?? null;
}

export async function findPasswordOwner(
  tx: Tx | Db,
  userId: number,
): Promise<{ password_hash: string; email: string; name: string; language: string } | null> {
  const res = await tx.execute<{ password_hash: string; email: string; name: string; language: string }>(sql`
    select u.password_hash, u.email, p.name, u.language from users u join profiles p on p.user_id = u.id
    where u.id = ${userId}`);
  return res.rows[0] ?? null;
}

/**
 * Sets the password hash. A reset link also proves the mailbox, so an unconfirmed account becomes
 * active. Answers the account's status (null: no such account).
 */
export async function setPasswordHash(
  tx: Tx | Db,
  userId: number,
  passwordHash: string,
  confirmsMailbox: boolean,
): Promise<string | null> {
  const res = await tx.execute<{ status: string }>(sql`
    update users set password_hash = ${passwordHash},
      status = case when ${confirmsMailbox} and status = 'not_confirmed' then 'active'::user_status else status end
    where id = ${userId} returning status`);
  return res.rows[0]?.status ?? null;
}

/** Ends the member's sessions, all of them or all but the one whose token hash is `keep`. */
export async function deleteSessionsOf(tx: Tx | Db, userId: number, keep: Buffer | null): Promise<number> {
  const res = await tx.execute(
    keep
      ? sql`delete from sessions where user_id = ${userId} and token_hash <> ${keep}`
      : sql`delete from sessions where user_id = ${userId}`,
  );
  return res.rowCount ?? 0;
}
