import type { Db, Tx } from '@server/db/client';
import { sql } from 'drizzle-orm';

type Q = Db | Tx;

/** Balance and premium, read fresh (never from the cached session): they price each message. */
export type Wallet = { premium_until: Date | null; credit_balance: number };

export async function findWallet(db: Q, userId: number): Promise<Wallet> {
  const res = await db.execute<Wallet>(sql`
    select premium_until, credit_balance from users where id = ${userId}`);
  return res.rows[0] ?? { premium_until: null, credit_balance: 0 };
}

export type ChatTarget = { id: number; user_id: number | null; type: 'real' | 'fictional' };

/** A profile of the site that can be written to (not deleted). */
export async function findChatTarget(db: Q, profileId: number, siteKey: string): Promise<ChatTarget | null> {
  const res = await db.execute<ChatTarget>(sql`
    select id, user_id, type from profiles
    where id = ${profileId} and site_key = ${siteKey} and not deleted`);
  return res.rows[0] ?? null;
}

export type Membership = {
  conversation_id: number;
  last_read_message_id: number;
  cleared_message_id: number;
  other_profile_id: number;
  other_user_id: number | null;
  other_type: 'real' | 'fictional';
  other_deleted: boolean;
  other_last_read_message_id: number;
};

/** The caller's side of a conversation plus who the other participant is; null = not theirs. */
export async function findMembership(
  db: Q,
  conversationId: number,
  profileId: number,
): Promise<Membership | null> {
  const res = await db.execute<Membership>(sql`
    select me.conversation_id, me.last_read_message_id, me.cleared_message_id,
           o.profile_id as other_profile_id, o.user_id as other_user_id,
           op.type as other_type, op.deleted as other_deleted,
           o.last_read_message_id as other_last_read_message_id
    from conversation_members me
    join conversation_members o on o.conversation_id = me.conversation_id and o.profile_id <> me.profile_id
    join profiles op on op.id = o.profile_id
    where me.conversation_id = ${conversationId} and me.profile_id = ${profileId}`);
  return res.rows[0] ?? null;
}

/** The id of the pair's conversation when it was started (and `me` is in it); null otherwise. */
export async function findConversationOfPair(db: Q, meProfileId: number, otherProfileId: number) {
  const [a, b] = meProfileId < otherProfileId ? [meProfileId, otherProfileId] : [otherProfileId, meProfileId];
  const res = await db.execute<{ id: number }>(sql`
    select c.id from conversations c
    join conversation_members me on me.conversation_id = c.id and me.profile_id = ${meProfileId}
    where c.profile_a_id = ${a} and c.profile_b_id = ${b}`);
  const id = res.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/**
 * The conversation of a pair, created when missing (with both members' rows). `created` tells
 * the caller whether this call started it (for the new-conversation throttle).
 */
export async function upsertConversation(
  tx: Tx,
  siteKey: string,
  me: { profileId: number; userId: number },
  other: ChatTarget,
): Promise<{ id: number; created: boolean }> {
  const [a, b] = me.profileId < other.id ? [me.profileId, other.id] : [other.id, me.profileId];
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into conversations (site_key, profile_a_id, profile_b_id) values (${siteKey}, ${a}, ${b})
    on conflict (profile_a_id, profile_b_id) do nothing
    returning id`);
  let id = inserted.rows[0]?.id;
  const created = id !== undefined;
  if (id === undefined) {
    const found = await tx.execute<{ id: number }>(
      sql`select id from conversations where profile_a_id = ${a} and profile_b_id = ${b}`,
    );
    id = found.rows[0]?.id;
  }
  if (id === undefined) throw new Error('conversation vanished');
  await tx.execute(sql`
    insert into conversation_members (conversation_id, profile_id, user_id)
    values (${id}, ${me.profileId}, ${me.userId}), (${id}, ${other.id}, ${other.user_id})
    on conflict (conversation_id, profile_id) do nothing`);
  // Opening a conversation one deleted brings it back to one's own list (history stays cleared).
  await tx.execute(sql`
    update conversation_members set hidden = false
    where conversation_id = ${id} and profile_id = ${me.profileId} and hidden`);
  return { id, created };
}

export type ChatRow = {
  conversation_id: number;
  other_profile_id: number;
  unread: number;
  msg_id: number | null;
  msg_text: string | null;
  msg_sender: number | null;
  msg_created_at: Date | null;
  /** This row's place in the list, as the next page's `before` (chatsCursorSchema). */
  cursor: string;
};

/**
 * One page of the member's conversations, newest activity first, with unread counts and the
 * last message; `before` (a cursor of a row of an earlier page) continues after that row. Keyset
 * on (last_activity_at, id), never an offset: a conversation that moves to the top while the
 * member pages down is never listed twice, and the rows after the cursor stay where they were.
 */
export async function listChats(
  db: Q,
  profileId: number,
  before: { activityMicros: string; id: number } | undefined,
  limit: number,
): Promise<ChatRow[]> {
  const after =
    before === undefined
      ? sql``
      : sql`and (c.last_activity_at, c.id) <
          (timestamptz 'epoch' + ${before.activityMicros}::bigint * interval '1 microsecond', ${before.id}::bigint)`;
  const res = await db.execute<ChatRow>(sql`
    select c.id as conversation_id, o.profile_id as other_profile_id,
           (select count(*) from messages m
            where m.conversation_id = c.id and m.sender_profile_id <> ${profileId}
              and m.id > greatest(me.last_read_message_id, me.cleared_message_id))::int as unread,
           lm.id as msg_id, lm.text as msg_text, lm.sender_profile_id as msg_sender,
           lm.created_at as msg_created_at,
           (extract(epoch from c.last_activity_at) * 1000000)::bigint || '.' || c.id as cursor
    from conversation_members me
    join conversations c on c.id = me.conversation_id
    join conversation_members o on o.conversation_id = c.id and o.profile_id <> me.profile_id
    left join lateral (
      select m.id, m.text, m.sender_profile_id, m.created_at from messages m
      where m.conversation_id = c.id and m.id > me.cleared_message_id
      order by m.id desc limit 1) lm on true
    where me.profile_id = ${profileId} and not me.hidden ${after}
    order by c.last_activity_at desc, c.id desc
    limit ${limit}`);
  return res.rows;
}

/**
 * Unread messages over all the member's listed conversations (the badge's total, whichever pages
 * are loaded). Counts what the list counts per row; a pair with a block either way is not listed.
 */
export async function countUnread(db: Q, profileId: number): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select coalesce(sum(u.n), 0)::int as n
    from conversation_members me
    join conversation_members o on o.conversation_id = me.conversation_id and o.profile_id <> me.profile_id
    cross join lateral (
      select count(*) as n from messages m
      where m.conversation_id = me.conversation_id and m.sender_profile_id <> me.profile_id
        and m.id > greatest(me.last_read_message_id, me.cleared_message_id)) u
    where me.profile_id = ${profileId} and not me.hidden
      and not exists (select 1 from blocks b
                      where (b.blocker_profile_id = me.profile_id and b.blocked_profile_id = o.profile_id)
                         or (b.blocker_profile_id = o.profile_id and b.blocked_profile_id = me.profile_id))`);
  return Number(res.rows[0]?.n ?? 0);
}

export type MessageRow = {
  id: number;
  conversation_id: number;
  text: string;
  sender_profile_id: number;
  client_id: string;
  created_at: Date;
};

/** The largest message id PostgreSQL's bigint holds: "no upper bound" for the newest page. */
const NO_BEFORE = '9223372036854775807';

/**
 * One page of a conversation's messages newer than `afterId`, older than `before`, newest first.
 * Written as one range of the (conversation_id, id) index, walked backwards: the page reads its
 * own rows and no others, however long the conversation. With `conversation_id = x order by id`
 * the planner may walk the primary key backwards instead, filtering out other conversations'
 * newer messages; that is fast only while this conversation wrote many of the newest rows.
 */
export async function pageOfMessages(
  db: Q,
  conversationId: number,
  afterId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const res = await db.execute<MessageRow>(sql`
    select id, conversation_id, text, sender_profile_id, client_id, created_at from messages
    where (conversation_id, id) > (${conversationId}::bigint, ${afterId}::bigint)
      and (conversation_id, id) < (${conversationId}::bigint, ${before ?? NO_BEFORE}::bigint)
    order by conversation_id desc, id desc limit ${limit}`);
  return res.rows;
}

export async function findMessageByClientId(
  db: Q,
  senderProfileId: number,
  clientId: string,
): Promise<MessageRow | null> {
  const res = await db.execute<MessageRow>(sql`
    select id, conversation_id, text, sender_profile_id, client_id, created_at from messages
    where sender_profile_id = ${senderProfileId} and client_id = ${clientId}`);
  return res.rows[0] ?? null;
}

/**
 * Marks what the other member wrote as read, up to `upTo` (the newest message the page showed)
 * or all of it; answers the new mark and what stays unread, or null when nothing changed.
 */
export async function markRead(
  tx: Tx,
  conversationId: number,
  profileId: number,
  upTo: number | undefined,
): Promise<{ read_up_to: number; unread: number } | null> {
  const res = await tx.execute<{ read_up_to: number; unread: number }>(sql`
    update conversation_members me
    set last_read_message_id = latest.id
    from (select max(id) as id from messages
          where conversation_id = ${conversationId} and sender_profile_id <> ${profileId}
            and id <= ${upTo ?? Number.MAX_SAFE_INTEGER}::bigint) latest
    where me.conversation_id = ${conversationId} and me.profile_id = ${profileId}
      and latest.id is not null and latest.id > me.last_read_message_id
    returning latest.id::float8 as read_up_to,
      (select count(*) from messages m
       where m.conversation_id = ${conversationId} and m.sender_profile_id <> ${profileId}
         and m.id > greatest(latest.id, me.cleared_message_id))::int as unread`);
  return res.rows[0] ?? null;
}

/** Deletes a conversation for one member: hidden, and its history so far gone for them. */
export async function clearConversation(tx: Tx, conversationId: number, profileId: number): Promise<void> {
  await tx.execute(sql`
    update conversation_members me
    set hidden = true,
        cleared_message_id = greatest(me.cleared_message_id, latest.id),
        last_read_message_id = greatest(me.last_read_message_id, latest.id)
    from (select coalesce(max(id), 0) as id from messages where conversation_id = ${conversationId}) latest
    where me.conversation_id = ${conversationId} and me.profile_id = ${profileId}`);
}
