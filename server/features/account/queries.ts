import { createHash } from 'node:crypto';
import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

/** How a deleted address is remembered: its hash only (validate_email answers `deleted`). */
export const deletedEmailHash = (siteKey: string, email: string) =>
  createHash('sha256').update(`${siteKey}\n${email}`).digest('hex');

export async function isDeletedEmail(db: Db, siteKey: string, email: string): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from deleted_emails where site_key = ${siteKey} and email_hash = ${deletedEmailHash(siteKey, email)}`,
  );
  return res.rows.length > 0;
}

export async function stayOfferTaken(db: Db | Tx, userId: number): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from time_bonuses where user_id = ${userId} and code like 'STAY-%'`,
  );
  return res.rows.length > 0;
}

export async function insertStayOffer(
  tx: Tx,
  userId: number,
  code: string,
  percent: number,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into time_bonuses (user_id, code, percent, expires_at)
    values (${userId}, ${code}, ${percent}, ${expiresAt.toISOString()})`);
}

/** The storage keys of every photo of the profile, to remove once the deletion committed. */
export async function photoKeysOf(tx: Tx, profileId: number): Promise<string[]> {
  const res = await tx.execute<{ original_key: string; thumb_key: string }>(
    sql`select original_key, thumb_key from images where profile_id = ${profileId}`,
  );
  return res.rows.flatMap((r) => [r.original_key, r.thumb_key]);
}

/**
 * Erases or anonymises everything personal of the account (issue 10 §6). Kept, detached from the
 * person: the user row as an anonymous shell (orders, receipts and the credit ledger point at it
 * for bookkeeping, and its balance stays the ledger's sum), the profile row flagged deleted (other
 * members' conversations still show the messages, under "Deleted member"), the support requests
 * without their personal text.
 */
export async function eraseAccount(
  tx: Tx,
  u: { userId: number; profileId: number; siteKey: string; email: string },
) {
  const { userId, profileId } = u;
  await tx.execute(sql`
    insert into deleted_emails (site_key, email_hash) values (${u.siteKey}, ${deletedEmailHash(u.siteKey, u.email)})
    on conflict do nothing`);
  await tx.execute(sql`delete from mail_outbox where user_id = ${userId} or to_address = ${u.email}`);
  await tx.execute(sql`
    update users set email = ${`deleted-${userId}@deleted.invalid`}, password_hash = '!', status = 'deleted',
      traffic_source = null, timezone = null, ban_reason = null
    where id = ${userId}`);
  await tx.execute(sql`
    update profiles set deleted = true, name = '', gender = null, birth_date = null, country = null,
      region_id = null, city = null, language = null, personal = '{}'::jsonb
    where id = ${profileId}`);
  // Contact and complaint forms: the rows stay (kind, category and date count for the operator's
  // bookkeeping), the person's name, address and words go. Requests sent as a guest from the
  // same address on this site are the member's too.
  await tx.execute(sql`
    update support_requests set name = '', email = '', subject = null, url = null, message = ''
    where user_id = ${userId} or (site_key = ${u.siteKey} and lower(email) = lower(${u.email}))`);
  for (const q of [
    sql`delete from images where profile_id = ${profileId}`,
    sql`delete from profile_interests where profile_id = ${profileId}`,
    sql`delete from likes where liker_profile_id = ${profileId} or liked_profile_id = ${profileId}`,
    sql`delete from blocks where blocker_profile_id = ${profileId} or blocked_profile_id = ${profileId}`,
    sql`delete from member_reports where reporter_profile_id = ${profileId}`,
    sql`delete from signup_tracking where user_id = ${userId}`,
    sql`delete from push_subscriptions where user_id = ${userId}`,
    sql`delete from mail_tokens where user_id = ${userId}`,
    sql`delete from search_filters where user_id = ${userId}`,
    sql`delete from sessions where user_id = ${userId}`,
  ])
    await tx.execute(q);
}

/** The member's choice to hide nudity; the users trigger refreshes their cached session record. */
export async function saveHideNudity(db: Db, userId: number, hide: boolean): Promise<void> {
  await db.execute(sql`update users set hide_nudity = ${hide} where id = ${userId}`);
}
