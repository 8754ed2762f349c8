import type { Message, SendMessageResponse } from '@common/api/chat';
import type { SiteConfig } from '@common/api/settings';
import { messageCostFor } from '@common/rules/message-cost';
import { isPremium } from '@common/rules/premium';
import type { Db, Tx } from '@server/db/client';
import { pgCodeOf } from '@server/db/query-error';
import { conflict, forbidden, notFound, tooManyRequests } from '@server/errors';
import {
  memberEvent,
  type Notification,
  publishCommitted,
  transactionWithEvents,
} from '@server/events/notify';
import { PUSH_WAKE } from '@server/features/push';
import { insufficientCredits } from '@server/ledger/ledger';
import { RATE_LIMITS } from '@server/limits';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { isBlockedEitherWay } from '@server/profiles/public-profile';
import {
  type ChatTarget,
  findChatTarget,
  findConversationOfPair,
  findMessageByClientId,
  findWallet,
  type MessageRow,
  upsertConversation,
} from './queries';
import { type SendOutcome, sendInOneStatement } from './send-statement';

export const noConversation = () => notFound('not_found', 'This conversation does not exist.');
export const blocked = () => forbidden('chat_blocked', 'You cannot write to this member.');
export const unavailable = () => notFound('chat_unavailable', 'You cannot start a chat with this member.');

/** A profile of the member's site they may write to: not themselves, not deleted, not blocked. */
export async function writableTarget(q: Db | Tx, me: Member, profileId: number): Promise<ChatTarget> {
  const target = await findChatTarget(q, profileId, me.siteKey);
  if (!target || target.id === me.profileId) throw unavailable();
  if (await isBlockedEitherWay(q, me.profileId, target.id)) throw blocked();
  return target;
}

export function toMessage(row: MessageRow, myProfileId: number): Message {
  const mine = row.sender_profile_id === myProfileId;
  return {
    id: row.id,
    text: row.text,
    mine,
    created_at: new Date(row.created_at).toISOString(),
    ...(mine ? { client_id: row.client_id } : {}),
  };
}

type SendBody = { conversation?: number; profile?: number; text: string; client_id: string };

/** A retry racing the first send of its client id lost on the unique (sender, client_id). */
function isUsedClientId(err: unknown): boolean {
  if (pgCodeOf(err) !== '23505') return false;
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { constraint?: unknown }).constraint === 'messages_sender_client_uq') return true;
  }
  return false;
}

/**
 * Sends a message: the message, the credits spent and the ledger row commit together or not at
 * all. A retried send (same client_id) answers the stored message and charges nothing. Into an
 * existing conversation it is one autocommit statement (sendInOneStatement, decision 020b); a
 * first message creates the conversation in a transaction that a refusal rolls back.
 */
export function createSend(db: Db, limiter: RateLimiter) {
  const pricesOf = (site: SiteConfig) => ({
    regular: messageCostFor(site, { premium: false }),
    premium: messageCostFor(site, { premium: true }),
  });

  /** The stored message of a used client id, when it belongs to the same conversation. */
  async function answerEarlier(
    me: Member,
    site: SiteConfig,
    clientId: string,
    conversation: number | null,
  ): Promise<SendMessageResponse> {
    const earlier = await findMessageByClientId(db, me.profileId, clientId);
    if (!earlier || earlier.conversation_id !== conversation) {
      throw conflict('conflict', 'This message id was already used.');
    }
    // The first send may have committed its charge just now: answer the balance as it is now.
    const wallet = await findWallet(db, me.userId);
    return {
      conversation: { id: conversation },
      message: toMessage(earlier, me.profileId),
      credits: {
        balance: wallet.credit_balance,
        message_cost: messageCostFor(site, { premium: isPremium(wallet.premium_until) }),
      },
    };
  }

  /**
   * The answer to the statement's outcome, or its refusal (thrown, nothing was written); `used`
   * when the client id was used before, and the events to publish once committed.
   */
  async function settle(
    q: Db | Tx,
    me: Member,
    out: SendOutcome,
    conversation: number,
  ): Promise<{ used: true } | { used: false; answer: SendMessageResponse; events: Notification[] }> {
    if (out.hits !== null && out.hits > RATE_LIMITS.chatSend.max) {
      throw tooManyRequests(out.retry_after ?? RATE_LIMITS.chatSend.windowS);
    }
    const c = out.context;
    if (!c) throw noConversation();
    if (c.other_deleted) throw forbidden('chat_unavailable', 'This member is no longer here.');
    if (c.blocked) throw blocked();
    if (c.used) return { used: true };
    // Not used, not refused, yet no message: the balance was short, and nothing was written.
    if (!out.message) throw await insufficientCredits(q, me.userId, c.cost);
    // The events carry the message (decision 026a): the other member's copy is not theirs, the
    // sender's carries the client id their tabs know it by.
    const mine = toMessage(out.message, me.profileId);
    const events: Notification[] = [];
    if (c.other_user_id !== null) {
      const theirs = { id: mine.id, text: mine.text, mine: false, created_at: mine.created_at };
      events.push(memberEvent(c.other_user_id, { type: 'message', conversation, message: theirs }));
      if (out.notified) events.push(memberEvent(c.other_user_id, { type: 'notification' }));
      if (out.pushed > 0) events.push(PUSH_WAKE);
    }
    // The sender's other tabs and devices show it too.
    const credits = { balance: out.balance_after ?? c.credit_balance, message_cost: c.cost };
    events.push(memberEvent(me.userId, { type: 'message', conversation, message: mine, credits }));
    return {
      used: false,
      events,
      answer: { conversation: { id: conversation }, message: mine, credits },
    };
  }

  async function intoConversation(me: Member, site: SiteConfig, body: SendBody, conversation: number) {
    const out = await sendInOneStatement(db, {
      conversationId: conversation,
      me,
      text: body.text,
      clientId: body.client_id,
      price: pricesOf(site),
      now: new Date(),
      countHit: true,
    });
    const s = await settle(db, me, out, conversation);
    if (s.used) return answerEarlier(me, site, body.client_id, conversation);
    await publishCommitted(db, s.events);
    return s.answer;
  }

  async function startingConversation(me: Member, site: SiteConfig, body: SendBody, profileId: number) {
    const { userId } = me;
    await limiter.hit('chatSend', userId);
    await limiter.check('chatNewConversation', userId);
    let created = false;
    const s = await transactionWithEvents(db, async (tx) => {
      // The first message starts the conversation; a refused send rolls both back.
      const target = await writableTarget(tx, me, profileId);
      const started = await upsertConversation(tx, me.siteKey, { profileId: me.profileId, userId }, target);
      created = started.created;
      const out = await sendInOneStatement(tx, {
        conversationId: started.id,
        me,
        text: body.text,
        clientId: body.client_id,
        price: pricesOf(site),
        now: new Date(),
        countHit: false,
      });
      return { conversation: started.id, settled: await settle(tx, me, out, started.id) };
    });
    if (created) await limiter.record('chatNewConversation', userId);
    if (s.settled.used) return answerEarlier(me, site, body.client_id, s.conversation);
    await publishCommitted(db, s.settled.events);
    return s.settled.answer;
  }

  return async function send(me: Member, site: SiteConfig, body: SendBody): Promise<SendMessageResponse> {
    try {
      return body.profile === undefined
        ? await intoConversation(me, site, body, body.conversation ?? 0)
        : await startingConversation(me, site, body, body.profile);
    } catch (err) {
      if (!isUsedClientId(err)) throw err;
      const conversation =
        body.profile === undefined
          ? (body.conversation ?? 0)
          : await findConversationOfPair(db, me.profileId, body.profile);
      return answerEarlier(me, site, body.client_id, conversation);
    }
  };
}
