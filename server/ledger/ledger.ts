import type { Db, Tx } from '@server/db/client';
import { AppError } from '@server/errors';
import { type SQL, sql } from 'drizzle-orm';

export type LedgerReason = 'welcome' | 'message' | 'purchase' | 'refund' | 'chargeback' | 'adjustment';

export class InsufficientCredits extends AppError {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(402, 'insufficient_credits', 'You do not have enough credits.');
  }
}

type Movement = { userId: number; amount: number; reason: LedgerReason; key: string };

/**
 * The one way credits are spent, as two CTEs for a statement that also does the thing being
 * paid for (a message send is the hottest write: decision 019j). `source` names an earlier CTE
 * with at most one row of `amount` (int) and `key` (text); `spent` is the conditional update
 * that can never take the balance below zero, `charged` the immutable ledger row it feeds. A
 * source row with no `charged` row means the balance was short: the caller must then fail its
 * transaction (InsufficientCredits), so nothing it did in the same statement commits unpaid.
 */
export function spendCreditsCtes(userId: number, reason: LedgerReason, source: string): SQL {
  const src = sql.identifier(source);
  return sql`
    spent as (
      update users set credit_balance = users.credit_balance - s.amount
      from ${src} s
      where users.id = ${userId} and s.amount > 0 and users.credit_balance >= s.amount
      returning users.credit_balance, s.amount, s.key),
    charged as (
      insert into credit_ledger (user_id, delta, balance_after, reason, key)
      select ${userId}, -amount, credit_balance, ${reason}, key from spent
      returning balance_after)`;
}

/**
 * Spends credits inside the caller's transaction (spendCreditsCtes in a statement of its own).
 * A duplicate key raises (unique violation) and the caller's whole transaction rolls back, so a
 * retried request cannot be charged twice.
 */
export async function spendCredits(tx: Tx, m: Movement): Promise<number> {
  if (!Number.isInteger(m.amount) || m.amount <= 0)
    throw new Error('spend amount must be a positive integer');
  const res = await tx.execute<{ balance_after: number }>(sql`
    with charge as (select ${m.amount}::int as amount, ${m.key}::text as key),
    ${spendCreditsCtes(m.userId, m.reason, 'charge')}
    select balance_after from charged`);
  const row = res.rows[0];
  if (!row) throw await insufficientCredits(tx, m.userId, m.amount);
  return row.balance_after;
}

/** The error of a short balance, with the balance as it is now (inside the caller's transaction, if any). */
export async function insufficientCredits(
  tx: Db | Tx,
  userId: number,
  needed: number,
): Promise<InsufficientCredits> {
  const cur = await tx.execute<{ credit_balance: number }>(
    sql`select credit_balance from users where id = ${userId}`,
  );
  return new InsufficientCredits(cur.rows[0]?.credit_balance ?? 0, needed);
}

/**
 * Grants credits at most once per key: the ledger row goes in first with ON CONFLICT DO NOTHING;
 * only when it was new does the balance move. Answers the new balance, or null when the key was
 * already used (the grant happened before).
 */
export async function grantCredits(tx: Tx, m: Movement): Promise<number | null> {
  if (!Number.isInteger(m.amount) || m.amount <= 0)
    throw new Error('grant amount must be a positive integer');
  const claimed = await tx.execute<{ id: number }>(sql`
    insert into credit_ledger (user_id, delta, balance_after, reason, key)
    select ${m.userId}, ${m.amount}, credit_balance + ${m.amount}, ${m.reason}, ${m.key}
    from users where id = ${m.userId}
    for update
    on conflict (key) do nothing
    returning id`);
  if (claimed.rows.length === 0) return null;
  const res = await tx.execute<{ credit_balance: number }>(sql`
    update users set credit_balance = credit_balance + ${m.amount} where id = ${m.userId}
    returning credit_balance`);
  return res.rows[0]?.credit_balance ?? null;
}

/**
 * Takes back up to `amount` (refunds, chargebacks) without going below zero. Answers what could
 * not be taken back, for the caller to record and flag; null when the key was already used.
 */
export async function reverseCredits(
  tx: Tx,
  m: Movement,
): Promise<{ reversed: number; shortfall: number } | null> {
  const seen = await tx.execute(sql`select 1 from credit_ledger where key = ${m.key}`);
  if (seen.rows.length > 0) return null;
  const cur = await tx.execute<{ credit_balance: number }>(
    sql`select credit_balance from users where id = ${m.userId} for update`,
  );
  const balance = cur.rows[0]?.credit_balance ?? 0;
  const reversed = Math.min(balance, m.amount);
  if (reversed > 0) {
    await tx.execute(
      sql`update users set credit_balance = credit_balance - ${reversed} where id = ${m.userId}`,
    );
    await insertRow(tx, m.userId, -reversed, balance - reversed, m.reason, m.key);
  }
  return { reversed, shortfall: m.amount - reversed };
}

async function insertRow(
  tx: Tx,
  userId: number,
  delta: number,
  balanceAfter: number,
  reason: string,
  key: string,
) {
  await tx.execute(sql`
    insert into credit_ledger (user_id, delta, balance_after, reason, key)
    values (${userId}, ${delta}, ${balanceAfter}, ${reason}, ${key})`);
}
