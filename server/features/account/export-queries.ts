import type { Db } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';

type Row = Record<string, unknown>;

const rows = async (db: Db, q: SQL): Promise<Row[]> => (await db.execute<Row>(q)).rows;

/**
 * Everything stored about one member (GDPR art. 15/20), each part selected by the member's own
 * user or profile id only, so nothing of another member can slip in: of the other side of a like,
 * block or conversation only the profile id is given, never their data.
 */
export async function collectMemberData(db: Db, userId: number, profileId: number) {
  const [account] = await rows(
    db,
    sql`select email, status, language, mail_provider, timezone, traffic_source, paid_user, premium_until,
               credit_balance, signup_at from users where id = ${userId}`,
  );
  const [profile] = await rows(
    db,
    sql`select id, name, gender, birth_date, country, region_id, city, language, personal, created_at,
               (select coalesce(array_agg(interest order by interest), '{}') from profile_interests
                 where profile_id = ${profileId}) as interests
        from profiles where id = ${profileId}`,
  );
  return {
    account,
    profile,
    photos: await rows(
      db,
      sql`select id, status, is_main, reject_reason, original_key, created_at from images
          where profile_id = ${profileId} order by id`,
    ),
    messages: await rows(
      db,
      sql`select m.conversation_id, m.id, case when m.sender_profile_id = ${profileId} then 'sent' else 'received' end
                 as direction, m.sender_profile_id, m.text, m.credits, m.created_at
          from messages m join conversation_members me on me.conversation_id = m.conversation_id
          where me.profile_id = ${profileId} order by m.conversation_id, m.id`,
    ),
    likes_given: await rows(
      db,
      sql`select liked_profile_id as profile_id, created_at from likes where liker_profile_id = ${profileId} order by created_at`,
    ),
    likes_received: await rows(
      db,
      sql`select liker_profile_id as profile_id, created_at from likes where liked_profile_id = ${profileId} order by created_at`,
    ),
    blocks_made: await rows(
      db,
      sql`select blocked_profile_id as profile_id, created_at from blocks where blocker_profile_id = ${profileId}`,
    ),
    reports_made: await rows(
      db,
      sql`select reported_profile_id as profile_id, reason, text, created_at from member_reports
          where reporter_profile_id = ${profileId} order by id`,
    ),
    orders: await rows(
      db,
      sql`select id, kind, product_id, credits, months, method, country, currency, amount_net, amount_vat, amount,
                 discount_code, status, created_at, paid_at from orders where user_id = ${userId} order by id`,
    ),
    credit_ledger: await rows(
      db,
      sql`select id, delta, balance_after, reason, created_at from credit_ledger where user_id = ${userId} order by id`,
    ),
    sessions: await rows(
      db,
      sql`select user_agent, ip_prefix, created_at, expires_at from sessions where user_id = ${userId} order by id`,
    ),
    tracking: await rows(
      db,
      sql`select network, ref, sub1, sub2, sub3, cpc, extra, form_path, referrer, created_at
          from signup_tracking where user_id = ${userId}`,
    ),
    push_subscriptions: await rows(
      db,
      sql`select endpoint, created_at from push_subscriptions where user_id = ${userId}`,
    ),
    search_filters: await rows(
      db,
      sql`select gender, min_age, max_age, country, countryregion, updated_at from search_filters where user_id = ${userId}`,
    ),
    support_requests: await rows(
      db,
      sql`select id, kind, name, email, category, subject, url, message, created_at from support_requests
          where user_id = ${userId} order by id`,
    ),
  };
}
