import type { Tx } from '@server/db/client';
import { RATE_LIMITS } from '@server/limits';
import { call, clientId, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendInOneStatement } from './send-statement';

/**
 * The send into a conversation is one autocommit statement (decision 020b): every refusal must
 * leave no trace — no message, no charge, no ledger row, no notification, no push, no touch.
 */
const t = setUpTestApp();

const send = (who: TestMember, conversation: number, text: string, id = clientId()) =>
  call(t.app, who, 'POST', '/api/messages.php', { conversation, text, client_id: id });

/** Everything a send writes, as counts, for the sender and the recipient of a conversation. */
async function traces(sender: TestMember, recipient: TestMember, conversation: number) {
  const res = await t.tdb.db.$client.query<{
    messages: number;
    charges: number;
    notified: number;
    pushes: number;
    touched: string;
  }>(
    `select (select count(*) from messages where conversation_id = $3)::int as messages,
            (select count(*) from credit_ledger where user_id = $1 and reason = 'message')::int as charges,
            (select coalesce(sum(count), 0) from notifications where user_id = $2 and kind = 'message')::int
              as notified,
            (select count(*) from push_outbox where user_id = $2)::int as pushes,
            (select last_activity_at::text from conversations where id = $3) as touched`,
    [sender.userId, recipient.userId, conversation],
  );
  const row = res.rows[0];
  if (!row) throw new Error('no row');
  return {
    ...row,
    ...(await balanceAndLedger(t.tdb.db, sender.userId)),
  };
}

/** Sends as `who` and expects the refusal `status` (and `error`) with no trace written at all. */
async function expectRefused(
  who: TestMember,
  { a, b, conv }: { a: TestMember; b: TestMember; conv: number },
  text: string,
  status: number,
  error?: string,
) {
  const before = await traces(a, b, conv);
  const res = await send(who, conv, text);
  expect(res.statusCode).toBe(status);
  if (error) expect(res.json().error).toBe(error);
  expect(await traces(a, b, conv)).toEqual(before);
  return res;
}

async function pair() {
  const a = await createMember(t.app, t.tdb.db);
  const b = await createMember(t.app, t.tdb.db);
  const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
  // A push subscription, so a send that wrongly queued a push would show.
  await t.tdb.db.$client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`,
    [b.userId, `https://push.example/${b.userId}`],
  );
  return { a, b, conv };
}

/** Three sends straight through the statement, in the caller's transaction (to read its counters). */
async function sendThree(tx: Tx, me: TestMember, conversationId: number): Promise<void> {
  for (const text of ['one', 'two', 'three']) {
    await sendInOneStatement(tx, {
      conversationId,
      me,
      text,
      clientId: clientId(),
      price: { regular: 1, premium: 1 },
      now: new Date(),
      countHit: true,
    });
  }
}

describe('the one-statement send', () => {
  it('writes the message, the charge, its ledger row, the notification and a push together', async () => {
    const { a, b, conv } = await pair();
    const before = await traces(a, b, conv);
    const res = await send(a, conv, 'hello');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credits).toEqual({ balance: 9, message_cost: 1 });
    const after = await traces(a, b, conv);
    expect(after).toMatchObject({ messages: 1, charges: 1, notified: 1, pushes: 1, balance: 9, sum: 9 });
    expect(after.touched).not.toBe(before.touched);
    // A second message counts the same unread notification up.
    await send(a, conv, 'again');
    expect(await traces(a, b, conv)).toMatchObject({ messages: 2, charges: 2, notified: 2, balance: 8 });
  });

  it('counts the unread notification up as a HOT update (no indexed column changes: 021d)', async () => {
    const { a, b, conv } = await pair();
    // The notification row comes from an earlier transaction, so the first count-up below moves
    // `updated_at` (within one transaction now() does not change).
    expect((await send(a, conv, 'first')).statusCode).toBe(200);
    const hot = await t.tdb.db.transaction(async (tx) => {
      // The backend's counters not yet flushed to pg_stat_user_tables (they may hold earlier
      // statements of this connection too, hence the difference).
      const counters = async () => {
        const res = await tx.execute<{ upd: number; hot: number }>(sql`
          select n_tup_upd::int as upd, n_tup_hot_upd::int as hot
          from pg_stat_xact_user_tables where relname = 'notifications'`);
        return res.rows[0] ?? { upd: 0, hot: 0 };
      };
      const before = await counters();
      await sendThree(tx, a, conv);
      const after = await counters();
      return { upd: after.upd - before.upd, hot: after.hot - before.hot };
    });
    expect(hot).toEqual({ upd: 3, hot: 3 });
    expect(await traces(a, b, conv)).toMatchObject({ messages: 4, notified: 4 });
  });

  it('draws the message id without a catalog look-up per send (026h)', async () => {
    const { a, conv } = await pair();
    const scans = await t.tdb.db.transaction(async (tx) => {
      // pg_get_serial_sequence found the sequence through pg_depend at every send.
      const count = async () =>
        Number(
          (
            await tx.execute<{ n: number }>(sql`
              select coalesce(idx_scan, 0)::int + coalesce(seq_scan, 0)::int as n
              from pg_stat_xact_sys_tables where relname = 'pg_depend'`)
          ).rows[0]?.n ?? 0,
        );
      const before = await count();
      await sendThree(tx, a, conv);
      return (await count()) - before;
    });
    expect(scans).toBe(0);
  });

  it('a short balance writes nothing at all', async () => {
    const { a, b, conv } = await pair();
    await t.tdb.db.$client.query(
      `insert into credit_ledger (user_id, delta, balance_after, reason, key) values ($1, -10, 0, 'adjustment', $2)`,
      [a.userId, `test-drain:${a.userId}`],
    );
    await t.tdb.db.$client.query('update users set credit_balance = 0 where id = $1', [a.userId]);
    await expectRefused(a, { a, b, conv }, 'hi', 402, 'insufficient_credits');
  });

  it('a block refuses with nothing written, either way round', async () => {
    const { a, b, conv } = await pair();
    await t.tdb.db.$client.query(
      'insert into blocks (blocker_profile_id, blocked_profile_id) values ($1, $2)',
      [b.profileId, a.profileId],
    );
    await expectRefused(a, { a, b, conv }, 'still there?', 403, 'chat_blocked');
  });

  it('a deleted member cannot be written to, and nothing is written', async () => {
    const { a, b, conv } = await pair();
    await t.tdb.db.$client.query('update profiles set deleted = true where id = $1', [b.profileId]);
    await expectRefused(a, { a, b, conv }, 'hello?', 403, 'chat_unavailable');
  });

  it('a retried client id answers the stored message and charges, notifies and pushes once', async () => {
    const { a, b, conv } = await pair();
    const id = clientId();
    const first = await send(a, conv, 'once', id);
    const again = await send(a, conv, 'once', id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(again.json().credits.balance).toBe(9);
    expect(await traces(a, b, conv)).toMatchObject({ messages: 1, charges: 1, notified: 1, pushes: 1 });
    // The same client id in another conversation is a conflict, not a second message.
    const c = await createMember(t.app, t.tdb.db);
    const other = await openChat(t.app, t.tdb.db, a, c.profileId);
    expect((await send(a, other, 'once', id)).statusCode).toBe(409);
    expect(await traces(a, c, other)).toMatchObject({ messages: 0, charges: 1, notified: 0 });
  });

  it('the throttle refuses with nothing written and still counts the refused send', async () => {
    const { a, b, conv } = await pair();
    await t.tdb.db.$client.query(
      `insert into rate_limits (key, window_start, hits) values ($1, now(), $2)
       on conflict (key) do update set window_start = now(), hits = $2`,
      [`chatSend:${a.userId}`, RATE_LIMITS.chatSend.max],
    );
    const res = await expectRefused(a, { a, b, conv }, 'one too many', 429);
    expect(res.headers['retry-after']).toBeDefined();
    const hits = await t.tdb.db.$client.query<{ hits: number }>(
      'select hits from rate_limits where key = $1',
      [`chatSend:${a.userId}`],
    );
    expect(hits.rows[0]?.hits).toBe(RATE_LIMITS.chatSend.max + 1);
  });

  it('does not wait for a conversation row another send holds: its touch is that one’s (026g)', async () => {
    const { a, b, conv } = await pair();
    // The other member's send, in flight in another process: it holds the conversation's row
    // until it commits. This send must not queue behind it.
    const other = await t.tdb.db.$client.connect();
    try {
      await other.query('begin');
      await other.query('update conversations set last_activity_at = now() where id = $1', [conv]);
      const res = await send(a, conv, 'not blocked');
      expect(res.statusCode, res.body).toBe(200);
      expect(await traces(a, b, conv)).toMatchObject({ messages: 1, charges: 1, notified: 1 });
    } finally {
      await other.query('commit');
      other.release();
    }
  });

  it('a conversation that is not the caller’s answers 404 and writes nothing', async () => {
    const { a, b, conv } = await pair();
    const stranger = await createMember(t.app, t.tdb.db);
    await expectRefused(stranger, { a, b, conv }, 'let me in', 404);
  });
});
