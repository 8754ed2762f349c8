import type { Db, Tx } from '@server/db/client';
import { renderedOnce } from '@server/db/rendered-once';
import { notificationInsertSql } from '@server/features/notifications';
import { queuePushSql } from '@server/features/push';
import { spendCreditsCtes } from '@server/ledger/ledger';
import { RATE_LIMITS } from '@server/limits';
import { rateLimitHitSql } from '@server/plugins/rate-limit';
import { type SQL, sql } from 'drizzle-orm';
import type { Membership, MessageRow, Wallet } from './queries';

type SendContext = Pick<
  Membership,
  'conversation_id' | 'other_profile_id' | 'other_user_id' | 'other_type' | 'other_deleted'
> &
  Wallet & {
    blocked: boolean;
    /** The client id was used before: nothing was written, the earlier message is the answer. */
    used: boolean;
    /** The price of this message for the sender (premium or not, at the statement's moment). */
    cost: number;
  };

export type SendOutcome = {
  /** The sender's hits in the send throttle's window, with this one; null when not counted here. */
  hits: number | null;
  retry_after: number | null;
  /** Null (and nothing written) when the conversation is not the caller's. */
  context: SendContext | null;
  /** The new message; null when a check refused it, the client id was used or the balance was short. */
  message: MessageRow | null;
  /** The balance after the charge; null when nothing was charged (free, refused or short). */
  balance_after: number | null;
  /** The recipient's message notification was recorded; `pushed` pushes were queued for it. */
  notified: boolean;
  pushed: number;
};

type Row = Omit<SendOutcome, 'context'> &
  Omit<SendContext, 'conversation_id'> & { conversation_id: number | null };

/** The inputs of the send statement: each reaches it only as a parameter (renderedOnce). */
type SendInputs = {
  conversationId: number;
  profileId: number;
  userId: number;
  text: string;
  clientId: string;
  regular: number;
  premium: number;
  now: string;
};

function sendSql(countHit: boolean, v: SendInputs): SQL {
  const recipient = sql`(select other_user_id from ok where exists (select 1 from inserted))`;
  const event = { kind: 'message' as const, profileId: v.profileId, conversationId: v.conversationId };
  const push = queuePushSql(sql`(select user_id from n)`, event, sql`(select count from n)::int`);
  return sql`
    with hit as (${rateLimitHitSql('chatSend', v.userId, countHit)}),
    ctx as (
      select me.conversation_id, o.profile_id as other_profile_id, o.user_id as other_user_id,
             op.type as other_type, op.deleted as other_deleted,
             u.premium_until, u.credit_balance,
             exists (select 1 from blocks b
                     where (b.blocker_profile_id = me.profile_id and b.blocked_profile_id = o.profile_id)
                        or (b.blocker_profile_id = o.profile_id and b.blocked_profile_id = me.profile_id))
               as blocked,
             exists (select 1 from messages x
                     where x.sender_profile_id = me.profile_id and x.client_id = ${v.clientId}::text) as used,
             case when u.premium_until > ${v.now}::timestamptz
                  then ${v.premium}::int else ${v.regular}::int end as cost,
             -- The sequence by name, resolved once when the statement is planned:
             -- pg_get_serial_sequence ran a catalog look-up at every send (026h).
             nextval('messages_id_seq') as new_id
      from conversation_members me
      join conversation_members o on o.conversation_id = me.conversation_id and o.profile_id <> me.profile_id
      join profiles op on op.id = o.profile_id
      cross join users u
      where me.conversation_id = ${v.conversationId} and me.profile_id = ${v.profileId} and u.id = ${v.userId}),
    ok as (
      select * from ctx
      where not blocked and not other_deleted and not used
        and coalesce((select hits from hit), 0) <= ${RATE_LIMITS.chatSend.max}::int),
    charge as (select cost as amount, 'message:' || new_id as key from ok where cost > 0),
    ${spendCreditsCtes(v.userId, 'message', 'charge')},
    inserted as (
      insert into messages (id, conversation_id, sender_profile_id, text, client_id, credits, operator_pending)
      select new_id, ${v.conversationId}, ${v.profileId}, ${v.text}, ${v.clientId}, cost, other_type = 'fictional'
      from ok where cost = 0 or exists (select 1 from charged)
      returning id, conversation_id, text, sender_profile_id, client_id, created_at),
    -- The other member's send in flight (another process) may hold the row: its touch stands
    -- for this one (the same moment), rather than this send queueing behind that commit (026g).
    touched as (
      update conversations set last_activity_at = now()
      where id = (select c.id from conversations c
                  where c.id = ${v.conversationId} and exists (select 1 from inserted)
                  for no key update skip locked)),
    shown as (
      update conversation_members set hidden = false
      where conversation_id = ${v.conversationId} and hidden and exists (select 1 from inserted)),
    n as (${notificationInsertSql(recipient, event)}),
    pushed as (${push ?? sql`select 1 where false`})
    select h.hits, h.retry_after, c.conversation_id, c.other_profile_id, c.other_user_id, c.other_type,
           c.other_deleted, c.premium_until, c.credit_balance, c.blocked, c.used, c.cost,
           (select json_build_object('id', i.id, 'conversation_id', i.conversation_id, 'text', i.text,
              'sender_profile_id', i.sender_profile_id, 'client_id', i.client_id, 'created_at', i.created_at)
            from inserted i) as message,
           (select balance_after from charged) as balance_after,
           exists (select 1 from n) as notified,
           (select count(*) from pushed)::int as pushed
    from (select 1) one left join hit h on true left join ctx c on true`;
}

/** One shape per way of counting the throttle; both have the same text (countHit is a parameter). */
const SEND = {
  counted: renderedOnce('chat_send_one', (v: SendInputs) => sendSql(true, v)),
  uncounted: renderedOnce('chat_send_one', (v: SendInputs) => sendSql(false, v)),
};

/**
 * A whole send as ONE autocommit statement (decision 020b, after 019j): the send throttle's hit,
 * the checks (the caller's membership, the other participant, the wallet, a block either way, the
 * client id not used yet), the charge with its ledger row (spendCreditsCtes, the ledger's one
 * way), the message — inserted only from the charge's RETURNING, so a short balance writes
 * nothing — the conversation's touch, and the recipient's notification with its pushes.
 *
 * The message id is drawn first (nextval) because the ledger key names it. A retry after the
 * first send committed finds its client id `used`; a retry racing the first one fails on the
 * unique (sender, client_id) and the statement, charge included, rolls back (the caller then
 * answers the stored message). The events leave after the statement (publishCommitted), never
 * inside it: a NOTIFY inside a writing transaction takes the commit-time notify lock (019a).
 * `countHit` false when the caller counted the throttle itself (a first message, whose
 * conversation is created in a transaction that a refusal rolls back).
 */
export async function sendInOneStatement(
  q: Db | Tx,
  m: {
    conversationId: number;
    me: { profileId: number; userId: number };
    text: string;
    clientId: string;
    /** The price for a member without premium, and for a premium member. */
    price: { regular: number; premium: number };
    now: Date;
    countHit: boolean;
  },
): Promise<SendOutcome> {
  const res = await (m.countHit ? SEND.counted : SEND.uncounted).execute<Row>(q, {
    conversationId: m.conversationId,
    profileId: m.me.profileId,
    userId: m.me.userId,
    text: m.text,
    clientId: m.clientId,
    regular: m.price.regular,
    premium: m.price.premium,
    now: m.now.toISOString(),
  });
  const row = res.rows[0];
  if (!row) throw new Error('the send statement answered no row');
  const { hits, retry_after, message, balance_after, notified, pushed, conversation_id, ...rest } = row;
  if (message) message.created_at = new Date(message.created_at);
  return {
    hits,
    retry_after,
    context: conversation_id === null ? null : { conversation_id, ...rest },
    message,
    balance_after,
    notified,
    pushed,
  };
}
