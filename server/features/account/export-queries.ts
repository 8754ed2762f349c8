import { type SQL, sql } from 'drizzle-orm';

/**
 * One part of data.json: its key, and the query of its rows (`single`: of its one row, or null).
 * The queries only select; export.ts reads them in batches from one snapshot.
 */
export type ExportPart = { name: string; single?: true; query: SQL };

/**
 * Everything stored about one member (GDPR art. 15/20), in the order of data.json, each part
 * selected by the member's own user or profile id only, so nothing of another member can slip
 * in: of the other side of a like, block or conversation only the profile id is given, never
 * their data.
 */
export function memberDataParts(userId: number, profileId: number): readonly ExportPart[] {
  return [
    {
      name: 'account',
      single: true,
      query: sql`select email, status, language, mail_provider, timezone, traffic_source, paid_user, premium_until,
               credit_balance, signup_at from users where id = ${userId}`,
    },
    {
      name: 'profile',
      single: true,
      query: sql`select id, name, gender, birth_date, country, region_id, city, language, personal, created_at,
               (select coalesce(array_agg(interest order by interest), '{}') from profile_interests
                 where profile_id = ${profileId}) as interests
        from profiles where id = ${profileId}`,
    },
    {
      name: 'photos',
      query: sql`select id, status, is_main, reject_reason, original_key, created_at from images
          where profile_id = ${profileId} order by id`,
    },
    {
      name: 'messages',
      query: sql`select m.conversation_id, m.id, case when m.sender_profile_id = ${profileId} then 'sent' else 'received' end
                 as direction, m.sender_profile_id, m.text, m.credits, m.created_at
          from messages m join conversation_members me on me.conversation_id = m.conversation_id
          where me.profile_id = ${profileId} order by m.conversation_id, m.id`,
    },
    {
      name: 'likes_given',
      query: sql`select liked_profile_id as profile_id, created_at from likes where liker_profile_id = ${profileId} order by created_at`,
    },
    {
      name: 'likes_received',
      query: sql`select liker_profile_id as profile_id, created_at from likes where liked_profile_id = ${profileId} order by created_at`,
    },
    {
      name: 'blocks_made',
      query: sql`select blocked_profile_id as profile_id, created_at from blocks where blocker_profile_id = ${profileId}`,
    },
    {
      name: 'reports_made',
      query: sql`select reported_profile_id as profile_id, reason, text, created_at from member_reports
          where reporter_profile_id = ${profileId} order by id`,
    },
    {
      name: 'orders',
      query: sql`select id, kind, product_id, credits, months, method, country, currency, amount_net, amount_vat, amount,
                 discount_code, status, created_at, paid_at from orders where user_id = ${userId} order by id`,
    },
    {
      name: 'credit_ledger',
      query: sql`select id, delta, balance_after, reason, created_at from credit_ledger where user_id = ${userId} order by id`,
    },
    {
      name: 'sessions',
      query: sql`select user_agent, ip_prefix, created_at, expires_at from sessions where user_id = ${userId} order by id`,
    },
    {
      name: 'tracking',
      query: sql`select network, ref, sub1, sub2, sub3, cpc, extra, form_path, referrer, created_at
          from signup_tracking where user_id = ${userId}`,
    },
    {
      name: 'push_subscriptions',
      query: sql`select endpoint, created_at from push_subscriptions where user_id = ${userId}`,
    },
    {
      name: 'search_filters',
      query: sql`select gender, min_age, max_age, country, countryregion, updated_at from search_filters where user_id = ${userId}`,
    },
    {
      name: 'support_requests',
      query: sql`select id, kind, name, email, category, subject, url, message, created_at from support_requests
          where user_id = ${userId} order by id`,
    },
  ];
}
