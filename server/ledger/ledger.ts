import type { Tx } from '@server/db/client';
import { AppError } from '@server/errors';
import { sql } from 'drizzle-orm';

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
 * Spends credits inside the caller's transaction: a conditional update that can never take the
 * balance below zero, then the ledger row. A duplicate key raises (unique violation) and the
 * caller's whole transaction rolls back, so a retried request cannot be charged twice.
 */
export async function spendCredits(tx: Tx, m: Movement): Promise<number> {
  if (!Number.isInteger(m.amount) || m.amount <= 0)
    throw new Error('spend amount must be a positive integer');
  // One statement (a message send is the hottest write): the conditional update feeds the
  // ledger row; no row means the balance was short.
  const res = await tx.execute<{ balance_after: number }>(sql`
    with spent as (
      update users set credit_balance = credit_balance - ${m.amount}
      where id = ${m.userId} and credit_balance >= ${m.amount}
      returning credit_balance)
    insert into credit_ledger (user_id, delta, balance_after, reason, key)
    select ${m.userId}, ${-m.amount}, credit_balance, ${m.reason}, ${m.key} from spent
    returning balance_after`);
  const row = res.rows[0];
  if (!row) {
    const cur = await tx.execute<{ credit_balance: number }>(
      sql`select credit_balance from users where id = ${m.userId}`,
    );
    throw new InsufficientCredits(cur.rows[0]?.credit_balance ?? 0, m.amount);
  }
  return row.balance_after;
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
