import { setTimeout as sleep } from 'node:timers/promises';
import { clientId, openChat } from '@server/test/chat-fixtures';
import { balanceAndLedger, createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { describe, expect, it } from 'vitest';
import { createSendGroups } from './send-group';
import { GROUPS_IN_FLIGHT } from './send-group-pace';
import { sendGroupInOneStatement } from './send-group-statement';
import type { SendOutcome, SendRequest } from './send-statement';

/**
 * Sends that arrive while others are in flight leave together as one statement (decision 026g):
 * each keeps its own outcome, a refused one writes nothing, and a member's sends never share one.
 */
const t = setUpTestApp();

async function pair() {
  const a = await createMember(t.app, t.tdb.db);
  const b = await createMember(t.app, t.tdb.db);
  return { a, b, conv: await openChat(t.app, t.tdb.db, a, b.profileId) };
}

const request = (me: TestMember, conversationId: number, text: string, id = clientId()): SendRequest => ({
  conversationId,
  me: { profileId: me.profileId, userId: me.userId },
  text,
  clientId: id,
  price: { regular: 1, premium: 1 },
  now: new Date(),
});

async function messagesOf(who: TestMember): Promise<string[]> {
  const res = await t.tdb.db.$client.query<{ text: string }>(
    'select text from messages where sender_profile_id = $1 order by id',
    [who.profileId],
  );
  return res.rows.map((r) => r.text);
}

/** The statement as the groups run it, holding each group until `release` and recording it. */
function gatedRunner() {
  const groups: string[][] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const run = async (db: Parameters<typeof sendGroupInOneStatement>[0], sends: SendRequest[]) => {
    groups.push(sends.map((s) => s.text));
    await gate;
    return sendGroupInOneStatement(db, sends);
  };
  return { groups, run, release: () => open() };
}

/** Waits (without a fixed race) until `cond` holds. */
async function until(cond: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; !(await cond()); i++) {
    if (i > 500) throw new Error('condition not reached');
    await sleep(10);
  }
}

describe('a group of sends in one statement', () => {
  it('two members’ sends: one refused (blocked) writes nothing, the other is stored and charged', async () => {
    const one = await pair();
    const two = await pair();
    await t.tdb.db.$client.query(
      'insert into blocks (blocker_profile_id, blocked_profile_id) values ($1, $2)',
      [two.b.profileId, two.a.profileId],
    );
    const [ok, refused] = await sendGroupInOneStatement(t.tdb.db, [
      request(one.a, one.conv, 'accepted'),
      request(two.a, two.conv, 'refused'),
    ]);
    expect(ok?.message?.text).toBe('accepted');
    expect(ok?.balance_after).toBe(9);
    expect(ok?.notified).toBe(true);
    expect(refused?.context?.blocked).toBe(true);
    expect(refused?.message).toBeNull();
    expect(refused?.balance_after).toBeNull();
    expect(await messagesOf(one.a)).toEqual(['accepted']);
    expect(await messagesOf(two.a)).toEqual([]);
    expect(await balanceAndLedger(t.tdb.db, one.a.userId)).toEqual({ balance: 9, sum: 9 });
    expect(await balanceAndLedger(t.tdb.db, two.a.userId)).toEqual({ balance: 10, sum: 10 });
  });

  it('both members of one conversation in one group: both stored, each notified, each charged', async () => {
    const { a, b, conv } = await pair();
    const [fromA, fromB] = await sendGroupInOneStatement(t.tdb.db, [
      request(a, conv, 'from a'),
      request(b, conv, 'from b'),
    ]);
    expect([fromA?.message?.text, fromB?.message?.text]).toEqual(['from a', 'from b']);
    expect([fromA?.notified, fromB?.notified]).toEqual([true, true]);
    expect(await balanceAndLedger(t.tdb.db, a.userId)).toEqual({ balance: 9, sum: 9 });
    expect(await balanceAndLedger(t.tdb.db, b.userId)).toEqual({ balance: 9, sum: 9 });
    const notified = await t.tdb.db.$client.query<{ user_id: number; count: number }>(
      `select user_id::int, count from notifications where conversation_id = $1 and kind = 'message' order by user_id`,
      [conv],
    );
    expect(notified.rows).toEqual(
      [
        { user_id: a.userId, count: 1 },
        { user_id: b.userId, count: 1 },
      ].sort((x, y) => x.user_id - y.user_id),
    );
  });

  it('a used client id inside a group answers `used` and charges nothing; the others go through', async () => {
    const one = await pair();
    const two = await pair();
    const id = clientId();
    await sendGroupInOneStatement(t.tdb.db, [request(one.a, one.conv, 'first', id)]);
    const [again, other] = await sendGroupInOneStatement(t.tdb.db, [
      request(one.a, one.conv, 'first', id),
      request(two.a, two.conv, 'new'),
    ]);
    expect(again?.context?.used).toBe(true);
    expect(again?.message).toBeNull();
    expect(other?.message?.text).toBe('new');
    expect(await messagesOf(one.a)).toEqual(['first']);
    expect(await balanceAndLedger(t.tdb.db, one.a.userId)).toEqual({ balance: 9, sum: 9 });
  });
});

describe('sends grouped while others are in flight', () => {
  it('groups the waiting sends, one per member: a member’s second send leaves in the next group', async () => {
    const { run, groups, release } = gatedRunner();
    const sendGrouped = createSendGroups(t.tdb.db, run);
    const busy = await Promise.all(Array.from({ length: GROUPS_IN_FLIGHT }, () => pair()));
    const { a, b, conv } = await pair();
    const pending: Promise<SendOutcome>[] = busy.map((p, i) =>
      sendGrouped(request(p.a, p.conv, `busy ${i}`)),
    );
    pending.push(
      sendGrouped(request(a, conv, 'a one')),
      sendGrouped(request(a, conv, 'a two')),
      sendGrouped(request(b, conv, 'b one')),
    );
    await until(() => groups.length === GROUPS_IN_FLIGHT);
    release();
    const outcomes = await Promise.all(pending);
    expect(groups).toEqual([...busy.map((_, i) => [`busy ${i}`]), ['a one', 'b one'], ['a two']]);
    expect(outcomes.map((o) => o.message?.text)).toEqual([
      ...busy.map((_, i) => `busy ${i}`),
      'a one',
      'a two',
      'b one',
    ]);
    expect(await messagesOf(a)).toEqual(['a one', 'a two']);
    expect(await balanceAndLedger(t.tdb.db, a.userId)).toEqual({ balance: 8, sum: 8 });
  });

  it('a group that fails as a whole (a client id racing its retry) sends each alone, each with its own outcome', async () => {
    const { run, groups, release } = gatedRunner();
    const sendGrouped = createSendGroups(t.tdb.db, run);
    const busy = await Promise.all(Array.from({ length: GROUPS_IN_FLIGHT }, () => pair()));
    const one = await pair();
    const two = await pair();
    const id = clientId();
    // The racing first send of the same client id, not yet committed: the group waits on it.
    const racer = await t.tdb.db.$client.connect();
    try {
      await racer.query('begin');
      await racer.query(
        `insert into messages (conversation_id, sender_profile_id, text, client_id, credits)
         values ($1, $2, 'raced', $3, 0)`,
        [one.conv, one.a.profileId, id],
      );
      const held = busy.map((p, i) => sendGrouped(request(p.a, p.conv, `busy ${i}`)));
      const raced = sendGrouped(request(one.a, one.conv, 'raced', id));
      const other = sendGrouped(request(two.a, two.conv, 'other'));
      await until(() => groups.length === GROUPS_IN_FLIGHT);
      release();
      await Promise.all(held);
      await until(async () => {
        const res = await t.tdb.db.$client.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where not granted`,
        );
        return (res.rows[0]?.n ?? 0) > 0;
      });
      await racer.query('commit');
      // Alone, after the racer committed, the retry finds its client id used (the caller then
      // answers the stored message), and charges nothing.
      expect((await raced).context?.used).toBe(true);
      expect((await other).message?.text).toBe('other');
    } finally {
      racer.release();
    }
    expect(groups.slice(GROUPS_IN_FLIGHT)).toEqual([['raced', 'other'], ['raced'], ['other']]);
    expect(await messagesOf(one.a)).toEqual(['raced']);
    expect(await balanceAndLedger(t.tdb.db, one.a.userId)).toEqual({ balance: 10, sum: 10 });
    expect(await messagesOf(two.a)).toEqual(['other']);
    expect(await balanceAndLedger(t.tdb.db, two.a.userId)).toEqual({ balance: 9, sum: 9 });
  });
});
