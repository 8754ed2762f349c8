import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { CountrySource } from './price-country';

type Exec = Db | Tx;

export type OrderRow = {
  id: number;
  user_id: number;
  site_key: string;
  kind: 'credits' | 'premium';
  product_id: string;
  credits: number;
  months: number;
  method: string;
  country: string;
  /** Where `country` came from (price-country.ts). */
  country_source: CountrySource | 'member';
  /** The payer's country as the provider reported it (card or bank account); null until known. */
  provider_country: string | null;
  /** Generated: the provider's country differs from the priced one (kept for review, 022b). */
  country_mismatch: boolean;
  currency: string;
  amount_net: number;
  vat_permille: number;
  amount_vat: number;
  amount: number;
  discount_code: string | null;
  discount_percent: number;
  provider: string;
  provider_id: string | null;
  status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
  amount_refunded: number;
  amount_charged_back: number;
  created_at: Date;
  paid_at: Date | null;
};

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'provider_id'
  | 'provider_country'
  | 'country_mismatch'
  | 'status'
  | 'amount_refunded'
  | 'amount_charged_back'
  | 'created_at'
  | 'paid_at'
>;

export async function insertOrder(db: Exec, o: NewOrder): Promise<OrderRow> {
  const res = await db.execute<OrderRow>(sql`
    insert into orders (user_id, site_key, kind, product_id, credits, months, method, country,
      country_source, currency, amount_net, vat_permille, amount_vat, amount, discount_code,
      discount_percent, provider)
    values (${o.user_id}, ${o.site_key}, ${o.kind}, ${o.product_id}, ${o.credits}, ${o.months}, ${o.method},
      ${o.country}, ${o.country_source}, ${o.currency}, ${o.amount_net}, ${o.vat_permille}, ${o.amount_vat},
      ${o.amount}, ${o.discount_code}, ${o.discount_percent}, ${o.provider})
    returning *`);
  const row = res.rows[0];
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function setProviderId(db: Exec, orderId: number, providerId: string): Promise<void> {
  await db.execute(
    sql`update orders set provider_id = ${providerId}, updated_at = now() where id = ${orderId}`,
  );
}

export async function setStatus(db: Exec, orderId: number, status: OrderRow['status']): Promise<void> {
  await db.execute(sql`
    update orders set status = ${status}, updated_at = now(),
      paid_at = case when ${status} = 'paid' then now() else paid_at end
    where id = ${orderId}`);
}

/** The provider's evidence of the payer's country; the first report stays (022b). */
export async function setProviderCountry(db: Exec, orderId: number, country: string): Promise<void> {
  await db.execute(sql`
    update orders set provider_country = ${country}, updated_at = now()
    where id = ${orderId} and provider_country is null`);
}

export async function touchOrder(db: Exec, orderId: number): Promise<void> {
  await db.execute(sql`update orders set updated_at = now() where id = ${orderId}`);
}

/** An order of this member (null for anybody else's: the caller answers 404). */
export async function findOwnOrder(db: Exec, userId: number, orderId: number): Promise<OrderRow | null> {
  const res = await db.execute<OrderRow>(
    sql`select * from orders where id = ${orderId} and user_id = ${userId}`,
  );
  return res.rows[0] ?? null;
}

export async function lockOrderByProviderId(
  tx: Tx,
  provider: string,
  providerId: string,
): Promise<OrderRow | null> {
  const res = await tx.execute<OrderRow>(
    sql`select * from orders where provider = ${provider} and provider_id = ${providerId} for update`,
  );
  return res.rows[0] ?? null;
}

export async function listOrders(db: Exec, userId: number, limit = 100): Promise<OrderRow[]> {
  const res = await db.execute<OrderRow>(sql`
    select * from orders where user_id = ${userId} and provider_id is not null
    order by id desc limit ${limit}`);
  return res.rows;
}

export async function lastPaidOrder(db: Exec, userId: number): Promise<OrderRow | null> {
  const res = await db.execute<OrderRow>(sql`
    select * from orders where user_id = ${userId} and status = 'paid' order by paid_at desc, id desc limit 1`);
  return res.rows[0] ?? null;
}

/** Open orders whose provider may have moved on without telling us (lost or failed webhook). */
export async function staleOpenOrders(db: Exec, olderThanS: number, limit = 50): Promise<OrderRow[]> {
  const res = await db.execute<OrderRow>(sql`
    select * from orders
    where status = 'open' and provider_id is not null
      and updated_at < now() - make_interval(secs => ${olderThanS})
      and created_at > now() - interval '3 days'
    order by updated_at limit ${limit}`);
  return res.rows;
}

export type MemberMoney = { credit_balance: number; premium_until: Date | null; paid_user: boolean };

export async function memberMoney(db: Exec, userId: number): Promise<MemberMoney> {
  const res = await db.execute<MemberMoney>(
    sql`select credit_balance, premium_until, paid_user from users where id = ${userId}`,
  );
  return res.rows[0] ?? { credit_balance: 0, premium_until: null, paid_user: false };
}

/** Whether one of the member's orders that still may be paid carries this discount code. */
export async function hasOpenOrderWithCode(db: Exec, userId: number, code: string): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from orders where user_id = ${userId} and status = 'open' and discount_code = ${code} limit 1`,
  );
  return res.rows.length > 0;
}

/** Serialises a member's order creation, so a discount reserved by one order is seen by the next. */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function activeTimeBonus(
  db: Exec,
  userId: number,
): Promise<{ code: string; percent: number; expires_at: Date | string } | null> {
  const res = await db.execute<{ code: string; percent: number; expires_at: Date | string }>(sql`
    select code, percent, expires_at from time_bonuses
    where user_id = ${userId} and expires_at > now()
    order by percent desc, expires_at limit 1`);
  return res.rows[0] ?? null;
}

/** Claims a refund/chargeback id once; false when it was processed before. */
export async function claimReversal(
  tx: Tx,
  r: { key: string; orderId: number; kind: string; amount: number },
): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into order_reversals (key, order_id, kind, amount)
    values (${r.key}, ${r.orderId}, ${r.kind}, ${r.amount})
    on conflict (key) do nothing returning key`);
  return res.rows.length > 0;
}

export async function recordReversalOutcome(
  tx: Tx,
  key: string,
  reversed: number,
  shortfall: number,
): Promise<void> {
  await tx.execute(sql`
    update order_reversals set credits_reversed = ${reversed}, credits_shortfall = ${shortfall}
    where key = ${key}`);
}

export async function addReversedAmount(
  tx: Tx,
  orderId: number,
  kind: 'refund' | 'chargeback',
  amount: number,
): Promise<void> {
  if (kind === 'refund') {
    await tx.execute(sql`
      update orders set amount_refunded = amount_refunded + ${amount}, updated_at = now() where id = ${orderId}`);
  } else {
    await tx.execute(sql`
      update orders set amount_charged_back = amount_charged_back + ${amount}, updated_at = now()
      where id = ${orderId}`);
  }
}

export async function flagAccount(
  db: Exec,
  f: { userId: number; orderId: number | null; reason: string; detail: string },
): Promise<void> {
  await db.execute(sql`
    insert into account_flags (user_id, order_id, reason, detail)
    values (${f.userId}, ${f.orderId}, ${f.reason}, ${f.detail})`);
}

/** Extends premium from its current end (or now, when lapsed) by whole months. */
export async function extendPremium(tx: Tx, userId: number, months: number): Promise<void> {
  await tx.execute(sql`
    update users set premium_until =
      greatest(coalesce(premium_until, now()), now()) + make_interval(months => ${months})
    where id = ${userId}`);
}

/** Takes refunded premium time back, never into the past. */
export async function shortenPremium(tx: Tx, userId: number, days: number): Promise<void> {
  await tx.execute(sql`
    update users set premium_until = greatest(now(), premium_until - make_interval(days => ${days}))
    where id = ${userId} and premium_until is not null`);
}

export async function markPaidUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`update users set paid_user = true where id = ${userId} and not paid_user`);
}
