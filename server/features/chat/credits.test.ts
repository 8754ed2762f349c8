import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';

const t = setUpTestApp();

describe('credits per message', () => {
  it('100 parallel sends on a balance of exactly 10 store exactly 10 messages and 10 ledger rows', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    // The demo site grants 10 welcome credits and charges 1 credit a message.
    expect((await balanceAndLedger(t.tdb.db, a.userId)).balance).toBe(10);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(t.app, a, 'POST', '/api/messages.php', {
          conversation: conv,
          text: `m${i}`,
          client_id: clientId(),
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([402, 429]).toContain(r.statusCode);
    }
    const db = t.tdb.db.$client;
    const msgs = await db.query('select id from messages where conversation_id = $1', [conv]);
    expect(msgs.rowCount).toBe(10);
    const rows = await db.query(`select key from credit_ledger where user_id = $1 and reason = 'message'`, [
      a.userId,
    ]);
    expect(rows.rowCount).toBe(10);
    expect(new Set(rows.rows.map((r) => r.key))).toEqual(new Set(msgs.rows.map((m) => `message:${m.id}`)));
    expect(await balanceAndLedger(t.tdb.db, a.userId)).toEqual({ balance: 0, sum: 0 });
  });

  it('refuses a message when the balance is out and leaves no trace', async () => {
    const a = await createMember(t.app, t.tdb.db);
    const b = await createMember(t.app, t.tdb.db);
    await t.tdb.db.$client.query(
      `insert into credit_ledger (user_id, delta, balance_after, reason, key) values ($1, -10, 0, 'adjustment', $2)`,
      [a.userId, `test-drain:${a.userId}`],
    );
    await t.tdb.db.$client.query('update users set credit_balance = 0 where id = $1', [a.userId]);
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const id = clientId();
    const res = await call(t.app, a, 'POST', '/api/messages.php', {
      conversation: conv,
      text: 'hi',
      client_id: id,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('insufficient_credits');
    const db = t.tdb.db.$client;
    expect((await db.query('select 1 from messages where client_id = $1', [id])).rowCount).toBe(0);
    expect(
      (await db.query(`select 1 from credit_ledger where user_id = $1 and reason = 'message'`, [a.userId]))
        .rowCount,
    ).toBe(0);
    const chatsB = (await call(t.app, b, 'GET', '/api/chats.php')).json().chats;
    expect(chatsB[0]?.msg ?? null).toBeNull();
    expect(await balanceAndLedger(t.tdb.db, a.userId)).toEqual({ balance: 0, sum: 0 });
  });

  it('keeps the ledger sum equal to the balance for every member', async () => {
    const res = await t.tdb.db.$client.query(
      `select u.id from users u
       where u.credit_balance <> coalesce((select sum(delta) from credit_ledger l where l.user_id = u.id), 0)`,
    );
    expect(res.rows).toEqual([]);
  });
});
