import type { Db } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { type SQL, sql } from 'drizzle-orm';

type Count = { site_key: string; n: number };

/** One figure per site: `select site_key, <number> as n ... group by site_key` over the given sites. */
async function perSite(db: Db, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const res = await db.execute<Count>(query);
  return new Map(res.rows.map((r) => [r.site_key, Number(r.n)]));
}

/** Images of live profiles matching `where`, per site (the nudity classification counts, issue 27). */
const imageCount = (s: SQL, where: SQL) =>
  sql`select p.site_key, count(*) as n from images i join profiles p on p.id = i.profile_id
      where ${where} and not p.deleted and p.site_key = any(${s}) group by p.site_key`;

/**
 * The dashboard's figures of the given sites. "Today" is since midnight in the database's time
 * zone. Each figure is one grouped query; all run at once.
 */
export async function dashboardFigures(db: Db, sites: readonly string[]) {
  const s = textArray(sites);
  const today = sql`date_trunc('day', now())`;
  const week = sql`now() - interval '7 days'`;
  const [
    signupsToday,
    signups7d,
    activeToday,
    messagesToday,
    waiting,
    oldest,
    p50,
    p95,
    answered,
    photos,
    unclassified,
    flagged,
    classifyFailed,
    reports,
    ordersToday,
    revenueToday,
    orders7d,
    revenue7d,
  ] = await Promise.all([
    perSite(
      db,
      sql`select site_key, count(*) as n from users where site_key = any(${s}) and signup_at >= ${today} group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, count(*) as n from users where site_key = any(${s}) and signup_at >= ${week} group by site_key`,
    ),
    perSite(
      db,
      sql`select u.site_key, count(distinct u.id) as n from sessions x join users u on u.id = x.user_id
          where u.site_key = any(${s}) and (x.created_at >= ${today} or x.expires_at > now() + interval '29 days')
          group by u.site_key`,
    ),
    perSite(
      db,
      sql`select c.site_key, count(*) as n from messages m join conversations c on c.id = m.conversation_id
          where c.site_key = any(${s}) and m.created_at >= ${today} group by c.site_key`,
    ),
    perSite(
      db,
      sql`select site_key, count(*) as n from operator_inbox where site_key = any(${s}) group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, extract(epoch from now() - min(waiting_since))::int as n from operator_inbox
          where site_key = any(${s}) group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, extract(epoch from now() - percentile_disc(0.5) within group (order by waiting_since desc))::int as n
          from operator_inbox where site_key = any(${s}) group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, extract(epoch from now() - percentile_disc(0.95) within group (order by waiting_since desc))::int as n
          from operator_inbox where site_key = any(${s}) group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, count(*) as n from staff_audit where action = 'inbox.answer' and site_key = any(${s})
          and created_at > now() - interval '1 hour' group by site_key`,
    ),
    perSite(
      db,
      sql`select p.site_key, count(*) as n from images i join profiles p on p.id = i.profile_id
          where i.status = 'pending' and p.site_key = any(${s}) group by p.site_key`,
    ),
    perSite(db, imageCount(s, sql`i.classify_state = 'pending'`)),
    perSite(db, imageCount(s, sql`i.nudity`)),
    perSite(db, imageCount(s, sql`i.classify_state = 'failed'`)),
    perSite(
      db,
      sql`select p.site_key, count(*) as n from member_reports r join profiles p on p.id = r.reported_profile_id
          where r.resolved_at is null and p.site_key = any(${s}) group by p.site_key`,
    ),
    perSite(
      db,
      sql`select site_key, count(*) as n from orders where status = 'paid' and site_key = any(${s}) and paid_at >= ${today} group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, sum(amount) as n from orders where status = 'paid' and site_key = any(${s}) and paid_at >= ${today} group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, count(*) as n from orders where status = 'paid' and site_key = any(${s}) and paid_at >= ${week} group by site_key`,
    ),
    perSite(
      db,
      sql`select site_key, sum(amount) as n from orders where status = 'paid' and site_key = any(${s}) and paid_at >= ${week} group by site_key`,
    ),
  ]);
  return sites.map((site) => {
    const of = (m: Map<string, number>) => m.get(site) ?? 0;
    return {
      site_key: site,
      signups_today: of(signupsToday),
      signups_7d: of(signups7d),
      active_today: of(activeToday),
      messages_today: of(messagesToday),
      inbox_waiting: of(waiting),
      inbox_oldest_wait_s: of(oldest),
      inbox_wait_p50_s: of(p50),
      inbox_wait_p95_s: of(p95),
      answered_last_hour: of(answered),
      photos_pending: of(photos),
      photos_unclassified: of(unclassified),
      photos_flagged: of(flagged),
      photos_classify_failed: of(classifyFailed),
      reports_open: of(reports),
      paid_orders_today: of(ordersToday),
      revenue_today: of(revenueToday),
      paid_orders_7d: of(orders7d),
      revenue_7d: of(revenue7d),
    };
  });
}
