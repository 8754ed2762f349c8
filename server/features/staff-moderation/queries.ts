import type { Db, Tx } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { banMember as banAccount } from '@server/features/account';
import { sql } from 'drizzle-orm';

const LIMIT = 100;

/**
 * The photo queue by risk (issue 27): awaiting approval, not classifiable (the model failed: they
 * rank as the riskiest, nobody knows what they show) or flagged by the model and not yet seen by
 * a moderator; the highest nudity score first, unclassified ones last, then oldest first.
 */
export async function pendingPhotos(db: Db, sites: readonly string[]) {
  const res = await db.execute<{
    id: number;
    profile_id: number;
    profile_name: string;
    site_key: string;
    thumb_key: string;
    created_at: Date;
    status: 'pending' | 'active';
    classify_state: 'pending' | 'done' | 'failed';
    nudity_score: number | null;
    nudity: boolean | null;
  }>(sql`
    select i.id, p.id as profile_id, p.name as profile_name, p.site_key, i.thumb_key, i.created_at,
           i.status, i.classify_state, i.nudity_score, i.nudity
    from images i join profiles p on p.id = i.profile_id
    where i.status <> 'rejected' and not p.deleted and p.site_key = any(${textArray(sites)})
      and (i.status = 'pending' or i.classify_state = 'failed' or (i.nudity and not i.nudity_by_moderator))
    order by case when i.classify_state = 'failed' then 1 else i.nudity_score end desc nulls last, i.id
    limit ${LIMIT}`);
  return res.rows;
}

export async function lockPhoto(tx: Tx, id: number) {
  const res = await tx.execute<{ id: number; status: string; site_key: string; user_id: number | null }>(sql`
    select i.id, i.status, p.site_key, p.user_id from images i join profiles p on p.id = i.profile_id
    where i.id = ${id} for update of i`);
  return res.rows[0] ?? null;
}

/** The photo's classification, locked, for a moderator's nudity verdict. */
export async function lockPhotoNudity(tx: Tx, id: number) {
  const res = await tx.execute<{
    site_key: string;
    status: string;
    classify_state: string;
    nudity_score: number | null;
    nudity: boolean | null;
    nudity_by_moderator: boolean;
  }>(sql`
    select p.site_key, i.status, i.classify_state, i.nudity_score, i.nudity, i.nudity_by_moderator
    from images i join profiles p on p.id = i.profile_id
    where i.id = ${id} for update of i`);
  return res.rows[0] ?? null;
}

/** A moderator's verdict classifies the photo for good: the model's jobs skip it from now on. */
export async function setPhotoNudity(tx: Tx, id: number, nudity: boolean) {
  await tx.execute(sql`
    update images set nudity = ${nudity}, nudity_by_moderator = true, classify_state = 'done',
                      classified_at = coalesce(classified_at, now())
    where id = ${id}`);
}

export async function setPhotoStatus(
  tx: Tx,
  id: number,
  status: 'active' | 'rejected',
  reason: string | null,
) {
  await tx.execute(sql`update images set status = ${status}, reject_reason = ${reason} where id = ${id}`);
}

export async function openReports(db: Db, sites: readonly string[]) {
  const res = await db.execute<{
    id: number;
    site_key: string;
    reason: string;
    text: string | null;
    created_at: Date;
    reporter_id: number;
    reporter_name: string;
    reported_id: number;
    reported_name: string;
    reported_user_id: number | null;
    reported_status: string | null;
    messages: { from: 'reporter' | 'reported'; text: string; created_at: string }[];
  }>(sql`
    select r.id, rd.site_key, r.reason, r.text, r.created_at,
           rr.id as reporter_id, rr.name as reporter_name,
           rd.id as reported_id, rd.name as reported_name, rd.user_id as reported_user_id,
           u.status::text as reported_status,
           coalesce((
             select json_agg(json_build_object(
               'from', case when m.sender_profile_id = rr.id then 'reporter' else 'reported' end,
               'text', m.text, 'created_at', m.created_at) order by m.id)
             from (select m.* from conversations c join messages m on m.conversation_id = c.id
                   where c.profile_a_id = least(rr.id, rd.id) and c.profile_b_id = greatest(rr.id, rd.id)
                   order by m.id desc limit 50) m), '[]'::json) as messages
    from member_reports r
    join profiles rr on rr.id = r.reporter_profile_id
    join profiles rd on rd.id = r.reported_profile_id
    left join users u on u.id = rd.user_id
    where r.resolved_at is null and rd.site_key = any(${textArray(sites)})
    order by r.id limit ${LIMIT}`);
  return res.rows;
}

export async function lockReport(tx: Tx, id: number) {
  const res = await tx.execute<{
    id: number;
    site_key: string;
    reported_user_id: number | null;
    resolution: string | null;
  }>(sql`
    select r.id, p.site_key, p.user_id as reported_user_id, r.resolution
    from member_reports r join profiles p on p.id = r.reported_profile_id
    where r.id = ${id} for update of r`);
  return res.rows[0] ?? null;
}

export async function resolveReport(tx: Tx, id: number, resolution: 'dismissed' | 'warned' | 'banned') {
  await tx.execute(
    sql`update member_reports set resolution = ${resolution}, resolved_at = now() where id = ${id}`,
  );
}

export async function lockMember(tx: Tx, userId: number) {
  const res = await tx.execute<{
    id: number;
    site_key: string;
    status: string;
    email: string;
    language: string;
    name: string;
  }>(
    sql`select id, site_key, status::text as status, email, language,
               coalesce((select name from profiles where user_id = users.id limit 1), '') as name
        from users where id = ${userId} for update`,
  );
  return res.rows[0] ?? null;
}

/**
 * Bans: status 'banned' (the session check refuses it at once, and the users trigger of migration
 * 0004 drops cached sessions), every session row deleted, the reason kept for the ban page.
 */
export async function banMember(
  tx: Tx,
  userId: number,
  reason: string,
  previousStatus: string,
  staffId: number,
) {
  // One ban for the whole app (account/ban.ts): status and the reason /pages/ban shows; the
  // member's sessions stop working at once and answer account_banned.
  await banAccount(tx, userId, reason);
  await tx.execute(sql`
    insert into member_bans (user_id, reason, previous_status, staff_id) values (${userId}, ${reason}, ${previousStatus}, ${staffId})
    on conflict (user_id) do update set reason = excluded.reason, staff_id = excluded.staff_id, created_at = now()`);
}

/** Answers the status the member goes back to. */
export async function unbanMember(tx: Tx, userId: number): Promise<string> {
  const res = await tx.execute<{ previous_status: string }>(
    sql`delete from member_bans where user_id = ${userId} returning previous_status`,
  );
  const status = res.rows[0]?.previous_status ?? 'active';
  await tx.execute(
    sql`update users set status = ${status}::user_status, ban_reason = null where id = ${userId}`,
  );
  return status;
}

/** Accounts with payment flags, newest flag first, with their flags and last orders. */
export async function flaggedAccounts(db: Db, sites: readonly string[]) {
  const res = await db.execute<{
    user_id: number;
    email: string;
    name: string;
    site_key: string;
    status: string;
    flags: { reason: string; detail: string; order_id: number | null; created_at: string }[];
    orders: { id: number; status: string; amount: number; currency: string; amount_charged_back: number }[];
  }>(sql`
    select u.id as user_id, u.email, p.name, u.site_key, u.status::text as status,
      (select json_agg(json_build_object('reason', f.reason, 'detail', f.detail, 'order_id', f.order_id,
              'created_at', f.created_at) order by f.id desc) from account_flags f where f.user_id = u.id) as flags,
      coalesce((select json_agg(o) from (select id, status, amount, currency, amount_charged_back from orders
              where user_id = u.id order by id desc limit 20) o), '[]'::json) as orders
    from users u join profiles p on p.user_id = u.id
    where u.site_key = any(${textArray(sites)}) and exists (select 1 from account_flags f where f.user_id = u.id)
    order by (select max(id) from account_flags f where f.user_id = u.id) desc
    limit 100`);
  return res.rows;
}

/** Where a photo is stored and on which site, for the moderator's own view of it. */
export async function findPhoto(db: Db, id: number) {
  const res = await db.execute<{ thumb_key: string; site_key: string }>(sql`
    select i.thumb_key, p.site_key from images i join profiles p on p.id = i.profile_id where i.id = ${id}`);
  return res.rows[0] ?? null;
}
