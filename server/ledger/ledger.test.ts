import { setUpTestDb } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { grantCredits, InsufficientCredits, reverseCredits, spendCredits } from './ledger';

const t = setUpTestDb();

async function newUser(): Promise<number> {
  const res = await t.db.execute<{ id: number }>(sql`
    insert into users (site_key, email, password_hash, language)
    values ('demo', ${`ledger-${Math.random()}@example.com`}, 'x', 'en') returning id`);
  return res.rows[0]?.id ?? 0;
}

async function state(userId: number) {
  const res = await t.db.execute<{ balance: number; sum: number; rows: number }>(sql`
    select u.credit_balance as balance, coalesce(sum(l.delta), 0)::int as sum, count(l.id)::int as rows
    from users u left join credit_ledger l on l.user_id = u.id where u.id = ${userId} group by u.id`);
  return res.rows[0];
}

describe('credit ledger', () => {
  it('grants once per key and keeps the sum equal to the balance', async () => {
    const u = await newUser();
    expect(
      await t.db.transaction((tx) =>
        grantCredits(tx, { userId: u, amount: 10, reason: 'purchase', key: `o:${u}` }),
      ),
    ).toBe(10);
    expect(
      await t.db.transaction((tx) =>
        grantCredits(tx, { userId: u, amount: 10, reason: 'purchase', key: `o:${u}` }),
      ),
    ).toBeNull();
    expect(await state(u)).toEqual({ balance: 10, sum: 10, rows: 1 });
  });

  it('never spends below zero, even with 100 parallel spends over a balance of 10', async () => {
    const u = await newUser();
    await t.db.transaction((tx) =>
      grantCredits(tx, { userId: u, amount: 10, reason: 'purchase', key: `p:${u}` }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        t.db.transaction((tx) =>
          spendCredits(tx, { userId: u, amount: 1, reason: 'message', key: `m:${u}:${i}` }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => r.reason instanceof InsufficientCredits)).toBe(true);
    expect(await state(u)).toEqual({ balance: 0, sum: 0, rows: 11 });
  });

  it('refuses the same spend key twice', async () => {
    const u = await newUser();
    await t.db.transaction((tx) =>
      grantCredits(tx, { userId: u, amount: 5, reason: 'purchase', key: `g:${u}` }),
    );
    await t.db.transaction((tx) =>
      spendCredits(tx, { userId: u, amount: 1, reason: 'message', key: `s:${u}` }),
    );
    await expect(
      t.db.transaction((tx) => spendCredits(tx, { userId: u, amount: 1, reason: 'message', key: `s:${u}` })),
    ).rejects.toThrow();
    expect(await state(u)).toEqual({ balance: 4, sum: 4, rows: 2 });
  });

  it('reverses only what is left and reports the shortfall', async () => {
    const u = await newUser();
    await t.db.transaction((tx) =>
      grantCredits(tx, { userId: u, amount: 10, reason: 'purchase', key: `b:${u}` }),
    );
    await t.db.transaction((tx) =>
      spendCredits(tx, { userId: u, amount: 7, reason: 'message', key: `x:${u}` }),
    );
    const r = await t.db.transaction((tx) =>
      reverseCredits(tx, { userId: u, amount: 10, reason: 'refund', key: `r:${u}` }),
    );
    expect(r).toEqual({ reversed: 3, shortfall: 7 });
    expect(await state(u)).toEqual({ balance: 0, sum: 0, rows: 3 });
  });

  it('refuses to edit or delete a ledger row', async () => {
    const u = await newUser();
    await t.db.transaction((tx) =>
      grantCredits(tx, { userId: u, amount: 1, reason: 'adjustment', key: `i:${u}` }),
    );
    const cause = (p: Promise<unknown>) =>
      p.then(
        () => 'no error',
        (e: Error) => String(e.cause ?? e),
      );
    // The app's role may not even try (decision 022c); the trigger stops the owner too.
    expect(await cause(t.db.execute(sql`update credit_ledger set delta = 100 where user_id = ${u}`))).toMatch(
      /permission denied/,
    );
    expect(await cause(t.db.execute(sql`delete from credit_ledger where user_id = ${u}`))).toMatch(
      /permission denied/,
    );
    const owner = new pg.Client({ connectionString: t.ownerUrl });
    await owner.connect();
    try {
      expect(
        await cause(owner.query('update credit_ledger set delta = 100 where user_id = $1', [u])),
      ).toMatch(/immutable/);
      expect(await cause(owner.query('delete from credit_ledger where user_id = $1', [u]))).toMatch(
        /immutable/,
      );
    } finally {
      await owner.end();
    }
  });
});
