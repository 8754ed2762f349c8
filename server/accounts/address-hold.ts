import type { Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

/**
 * An address an account changed away from stays held for that account while the "this was not
 * me" link mailed to it is live (issue 22 §4): otherwise whoever changed it could sign up or move
 * another account onto it, and the owner's link could no longer put it back.
 *
 * Callers that take an address (signup, an e-mail change) or give one up (a confirmed change)
 * first lock it for their transaction, so a signup cannot slip in between the change that frees
 * the address and the commit of the link that holds it.
 */
export async function lockAddresses(tx: Tx, siteKey: string, emails: string[]): Promise<void> {
  // Sorted, so two transactions locking the same pair never wait on each other in a cycle.
  for (const email of [...new Set(emails)].sort()) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`address\n${siteKey}\n${email}`}, 0))`,
    );
  }
}

/** Whether a live undo link holds `email` for an account other than `exceptUserId`. */
export async function isAddressHeld(
  tx: Tx,
  siteKey: string,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  const res = await tx.execute(sql`
    select 1 from mail_tokens t join users u on u.id = t.user_id
    where t.purpose = 'mail_change_undo' and t.new_email = ${email} and t.used_at is null
      and t.expires_at > now() and u.site_key = ${siteKey}
      and (${exceptUserId}::bigint is null or u.id <> ${exceptUserId}::bigint)
    limit 1`);
  return res.rows.length > 0;
}
