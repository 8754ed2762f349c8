import type { Db, Tx } from '@server/db/client';
import { textArray } from '@server/db/text-array';
import { sql } from 'drizzle-orm';

const SUMMARY = sql`u.id, u.email, p.name, u.site_key, u.status::text as status, u.credit_balance`;

type SummaryRow = {
  id: number;
  email: string;
  name: string;
  site_key: string;
  status: string;
  credit_balance: number;
};

export async function searchMembers(db: Db, sites: readonly string[], q: string): Promise<SummaryRow[]> {
  // Digits past the safe range are no id (they would overflow bigint, issue 22 §9), only text.
  const id = /^\d+$/.test(q) && Number.isSafeInteger(Number(q)) ? Number(q) : 0;
  const like = `%${q.toLowerCase().replaceAll('\\', '').replaceAll('%', '').replaceAll('_', '')}%`;
  const res = await db.execute<SummaryRow>(sql`
    select ${SUMMARY} from users u join profiles p on p.user_id = u.id
    where u.site_key = any(${textArray(sites)})
      and (u.id = ${id} or u.email like ${like} or lower(p.name) like ${like})
    order by u.id desc limit 25`);
  return res.rows;
}

export async function findMember(db: Db | Tx, userId: number) {
  const res = await db.execute<SummaryRow & { premium_until: Date | null; signup_at: Date }>(sql`
    select ${SUMMARY}, u.premium_until, u.signup_at from users u join profiles p on p.user_id = u.id
    where u.id = ${userId}`);
  return res.rows[0] ?? null;
}

export async function memberMoney(db: Db, userId: number) {
  const [orders, ledger, bonuses, flags] = await Promise.all([
    db.execute<{
      id: number;
      kind: string;
      status: string;
      amount: number;
      currency: string;
      credits: number;
      amount_refunded: number;
      amount_charged_back: number;
      created_at: Date;
    }>(sql`
      select id, kind, status, amount, currency, credits, amount_refunded, amount_charged_back, created_at
      from orders where user_id = ${userId} order by id desc limit 100`),
    db.execute<{ id: number; delta: number; balance_after: number; reason: string; created_at: Date }>(sql`
      select id, delta, balance_after, reason, created_at from credit_ledger
      where user_id = ${userId} order by id desc limit 200`),
    db.execute<{ code: string; percent: number; expires_at: Date }>(sql`
      select code, percent, expires_at from time_bonuses where user_id = ${userId} order by id desc limit 20`),
    db.execute<{ reason: string; detail: string; order_id: number | null; created_at: Date }>(sql`
      select reason, detail, order_id, created_at from account_flags where user_id = ${userId} order by id desc`),
  ]);
  return { orders: orders.rows, ledger: ledger.rows, bonuses: bonuses.rows, flags: flags.rows };
}

export async function insertTimeBonus(tx: Tx, userId: number, code: string, percent: number, hours: number) {
  const res = await tx.execute<{ expires_at: Date }>(sql`
    insert into time_bonuses (user_id, code, percent, expires_at)
    values (${userId}, ${code}, ${percent}, now() + make_interval(hours => ${hours}))
    returning expires_at`);
  return res.rows[0]?.expires_at ?? new Date();
}
