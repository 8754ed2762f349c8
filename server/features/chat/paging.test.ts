import { CHATS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@common/api/chat';
import type { Db } from '@server/db/client';
import { call, openChat } from '@server/test/chat-fixtures';
import { createMember, type TestMember } from '@server/test/social-fixtures';
import { setUpTestApp } from '@server/test/test-app';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageOfMessages } from './queries';

const t = setUpTestApp();
let a: TestMember;
let b: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  a = await createMember(t.app, t.tdb.db);
  b = await createMember(t.app, t.tdb.db);
  stranger = await createMember(t.app, t.tdb.db);
});

type Listed = { conversation: { id: number }; num_unread_messages: number };
type ChatsPage = { chats: Listed[]; next: string | null; unread_total: number };
type MessagesPage = { messages: { id: number; text: string }[]; next: number | null };

const chats = async (who: TestMember, before?: string) =>
  (
    await call(t.app, who, 'GET', `/api/chats.php${before ? `?before=${encodeURIComponent(before)}` : ''}`)
  ).json() as ChatsPage;
const history = async (who: TestMember, conversation: number, before?: number) =>
  (
    await call(
      t.app,
      who,
      'GET',
      `/api/messages.php?conversation=${conversation}${before ? `&before=${before}` : ''}`,
    )
  ).json() as MessagesPage;

/** Messages from `sender` in bulk: `n` rows, texts `${prefix}1` … `${prefix}n`, oldest first. */
async function seedMessages(conversation: number, sender: number, n: number, prefix: string) {
  await t.tdb.db.$client.query(
    `insert into messages (conversation_id, sender_profile_id, text, client_id)
     select $1, $2, $3 || g, $3 || 'x' || g from generate_series(1, $4) g`,
    [conversation, sender, prefix, n],
  );
}

/**
 * `n` conversations of `me` with fictional profiles, each with one message from them (unread).
 * Their activity times come in groups of three equal ones, a microsecond apart: a cursor that
 * kept only milliseconds, or only the time, would skip or repeat rows here.
 */
async function seedConversations(me: TestMember, n: number): Promise<number[]> {
  const res = await t.tdb.db.$client.query<{ id: string }>(
    `with p as (
       insert into profiles (site_key, type, name, gender)
       select 'demo', 'fictional', 'Fiona ' || g, 'female' from generate_series(1, $2) g returning id),
     c as (
       insert into conversations (site_key, profile_a_id, profile_b_id, last_activity_at)
       select 'demo', least(p.id, $1), greatest(p.id, $1),
              timestamptz '2026-01-01' + (row_number() over (order by p.id) / 3) * interval '1 microsecond'
       from p returning id, profile_a_id, profile_b_id),
     m as (
       insert into conversation_members (conversation_id, profile_id, user_id)
       select c.id, $1::bigint, $3::bigint from c
       union all select c.id, case when c.profile_a_id = $1 then c.profile_b_id else c.profile_a_id end, null::bigint from c)
     insert into messages (conversation_id, sender_profile_id, text, client_id)
     select c.id, case when c.profile_a_id = $1 then c.profile_b_id else c.profile_a_id end, 'hi', 'seed-c' || c.id
     from c returning conversation_id as id`,
    [me.profileId, n, me.userId],
  );
  return res.rows.map((r) => Number(r.id));
}

describe('history pages', () => {
  it('pages backwards by message id: no duplicates and no gaps while new messages arrive', async () => {
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    await seedMessages(conv, b.profileId, 75, 'old');
    const first = await history(a, conv);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages.at(-1)?.text).toBe('old75');
    expect(first.next).toBe(first.messages[0]?.id);

    // New messages arrive between the pages: the older pages do not shift.
    await seedMessages(conv, b.profileId, 5, 'new');
    const second = await history(a, conv, first.next ?? undefined);
    const third = await history(a, conv, second.next ?? undefined);
    expect(second.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(third.messages).toHaveLength(75 - 2 * MESSAGES_PAGE_SIZE);
    expect(third.next).toBeNull();
    const texts = [...third.messages, ...second.messages, ...first.messages].map((m) => m.text);
    expect(texts).toEqual(Array.from({ length: 75 }, (_, i) => `old${i + 1}`));

    // The newest page, asked again, now ends with the new ones.
    expect((await history(a, conv)).messages.at(-1)?.text).toBe('new5');
  });

  it('refuses another member’s conversation with or without a cursor', async () => {
    const conv = await openChat(t.app, t.tdb.db, a, b.profileId);
    const { next } = await history(a, conv);
    for (const url of [
      `/api/messages.php?conversation=${conv}`,
      `/api/messages.php?conversation=${conv}&before=${next}`,
    ]) {
      const res = await call(t.app, stranger, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/** The plan PostgreSQL picks for the app's own statement: `execute` asks for it instead of rows. */
async function planOf(run: (q: Db) => Promise<unknown>): Promise<PlanNode[]> {
  const plans: PlanNode[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const res = await t.tdb.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (format json) ${query}`,
      );
      const plan = res.rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (plan) plans.push(...nodesOf(plan));
      return { rows: [] };
    },
  };
  await run(explaining as unknown as Db);
  return plans;
}

describe('a long conversation', () => {
  it('opens 10,000 messages through the (conversation, id) index, never a scan or a sort of them all', async () => {
    const me = await createMember(t.app, t.tdb.db);
    const conv = await openChat(t.app, t.tdb.db, me, b.profileId);
    // Among 20,000 messages of another conversation, interleaved, as in a table of many chats.
    // Asked by `id` alone, the planner walked the primary key backwards here, filtering.
    const other = await openChat(t.app, t.tdb.db, me, stranger.profileId);
    await t.tdb.db.$client.query(
      `insert into messages (conversation_id, sender_profile_id, text, client_id)
       select case when g % 3 = 0 then $1::bigint else $2::bigint end,
              case when g % 3 = 0 then $3::bigint else $4::bigint end,
              'long' || (g / 3), 'long-' || $1 || '-' || g
       from generate_series(1, 30000) g`,
      [conv, other, b.profileId, stranger.profileId],
    );
    const short = await openChat(t.app, t.tdb.db, me, a.profileId);
    await seedMessages(short, a.profileId, 3, 'short');
    // Statistics as autovacuum keeps them (only the owner may gather them).
    const owner = new pg.Client({ connectionString: t.tdb.ownerUrl });
    await owner.connect();
    await owner.query('analyze messages');
    await owner.end();
    for (const before of [undefined, 5_000_000]) {
      const plan = await planOf((q) => pageOfMessages(q, conv, 0, before, MESSAGES_PAGE_SIZE + 1));
      expect(plan.map((n) => n['Node Type'])).not.toContain('Seq Scan');
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(plan.some((n) => n['Index Name'] === 'messages_conversation_idx')).toBe(true);
    }
    // The open itself, 50 times, against the open of a 3-message conversation in the same run:
    // the figure for the report (a timed assertion would fail on a busy machine, not on a slow open).
    const timed = async (conversation: number) => {
      const start = performance.now();
      const res = await call(t.app, me, 'GET', `/api/messages.php?conversation=${conversation}`);
      expect(res.statusCode).toBe(200);
      return performance.now() - start;
    };
    const long: number[] = [];
    const few: number[] = [];
    for (let i = 0; i < 50; i++) {
      long.push(await timed(conv));
      few.push(await timed(short));
    }
    const p95 = (ms: number[]) => [...ms].sort((x, y) => x - y)[47] ?? 0;
    console.log(
      `open (inject): 10,000 messages p95 ${p95(long).toFixed(1)} ms, 3 messages p95 ${p95(few).toFixed(1)} ms, ` +
        `ratio ${(p95(long) / p95(few)).toFixed(2)}`,
    );
  }, 120_000); // 100 timed opens: minutes on a machine shared by eight engineers, seconds on a quiet one.
});

describe('chat list pages', () => {
  it('pages by (activity, id): every conversation once, also while one moves to the top', async () => {
    const me = await createMember(t.app, t.tdb.db);
    const all = await seedConversations(me, 2 * CHATS_PAGE_SIZE + 5);
    const first = await chats(me);
    expect(first.chats).toHaveLength(CHATS_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    expect(first.unread_total).toBe(all.length);

    // A message arrives in a conversation not listed yet: it moves above the cursor.
    const listed = new Set(first.chats.map((c) => c.conversation.id));
    const moved = all.find((id) => !listed.has(id)) ?? 0;
    await t.tdb.db.$client.query(`update conversations set last_activity_at = now() where id = $1`, [moved]);
    const second = await chats(me, first.next ?? undefined);
    const third = await chats(me, second.next ?? undefined);
    expect(third.next).toBeNull();
    const ids = [first, second, third].flatMap((p) => p.chats.map((c) => c.conversation.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(moved);
    expect([...ids, moved].sort((x, y) => x - y)).toEqual([...all].sort((x, y) => x - y));
    // The newest page, asked again, shows it first.
    expect((await chats(me)).chats[0]?.conversation.id).toBe(moved);
  });

  it('counts unread over all pages, and lists only the caller’s own conversations', async () => {
    const me = await createMember(t.app, t.tdb.db);
    await seedConversations(me, CHATS_PAGE_SIZE + 2);
    const first = await chats(me);
    const rest = await chats(me, first.next ?? undefined);
    const unread = [...first.chats, ...rest.chats].reduce((n, c) => n + c.num_unread_messages, 0);
    expect(rest.unread_total).toBe(unread);
    expect(unread).toBe(CHATS_PAGE_SIZE + 2);
    // Another member's cursor only places the caller in their own list.
    const theirs = await chats(stranger, first.next ?? undefined);
    expect(theirs.chats).toEqual([]);
    expect(theirs.unread_total).toBe(0);
  });

  it('refuses a cursor it did not make', async () => {
    for (const bad of ['1', 'x.1', '1.2.3', '-1.5']) {
      const res = await call(t.app, a, 'GET', `/api/chats.php?before=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
    }
  });
});
