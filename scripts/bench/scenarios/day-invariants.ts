import type pg from 'pg';

/**
 * What must hold after any load, read from the database: every message the API accepted is
 * stored exactly once (and nothing else was stored for these senders), and each priced one is
 * charged by exactly one ledger row; every paid order is credited by exactly one ledger row; every member's ledger sums
 * to their balance (the day's members, and every account in the database). One line per check,
 * ending in `ok` or `VIOLATED`.
 */
export async function checkDayInvariants(
  client: pg.Client,
  day: { userIds: number[]; messageIds: number[] },
): Promise<string[]> {
  const ids = day.messageIds;
  const r = await client.query<{
    accepted_stored: number;
    sender_rows: number;
    distinct_ids: number;
    charged: number;
    priced: number;
    paid_orders: number;
    order_grants: number;
    day_off: number;
    all_off: number;
  }>(
    `with day_profiles as (select id from profiles where user_id = any($1::bigint[]))
     select
       (select count(*) from messages where id = any($2::bigint[]))::int as accepted_stored,
       (select count(*) from messages where sender_profile_id in (select id from day_profiles))::int as sender_rows,
       cardinality(array(select distinct unnest($2::bigint[])))::int as distinct_ids,
       (select count(*) from credit_ledger where key = any(array(select 'message:' || unnest($2::bigint[]))))::int as charged,
       (select count(*) from messages where id = any($2::bigint[]) and credits > 0)::int as priced,
       (select count(*) from orders where user_id = any($1::bigint[]) and status = 'paid')::int as paid_orders,
       (select count(*) from credit_ledger l join orders o on l.key = 'order:' || o.id
         where o.user_id = any($1::bigint[]))::int as order_grants,
       (select count(*) from users u where u.id = any($1::bigint[])
          and u.credit_balance <> (select coalesce(sum(delta), 0) from credit_ledger l where l.user_id = u.id))::int as day_off,
       (select count(*) from users u
          where u.credit_balance <> (select coalesce(sum(delta), 0) from credit_ledger l where l.user_id = u.id))::int as all_off`,
    [day.userIds, ids],
  );
  const c = r.rows[0];
  if (!c) return ['invariants: no answer from the database — VIOLATED'];
  const verdict = (ok: boolean) => (ok ? 'ok' : 'VIOLATED');
  const stored =
    c.accepted_stored === ids.length && c.distinct_ids === ids.length && c.sender_rows === ids.length;
  return [
    `invariant: ${ids.length} accepted messages, ${c.accepted_stored} of them stored, ${c.sender_rows} stored ` +
      `from these members in all — each stored once: ${verdict(stored)}`,
    `invariant: ${c.charged} message charges in the ledger for ${c.priced} priced messages — ${verdict(c.charged === c.priced)}`,
    `invariant: ${c.paid_orders} paid orders, ${c.order_grants} order grants in the ledger — ` +
      verdict(c.paid_orders === c.order_grants),
    `invariant: ledger sum ≠ balance for ${c.day_off} of ${day.userIds.length} members of the day and ` +
      `${c.all_off} accounts in the whole database — ${verdict(c.day_off === 0 && c.all_off === 0)}`,
  ];
}
