import type {
  ChatListItem,
  Message,
  MessagesResponse,
  OpenChatResponse,
  SendMessageResponse,
} from '../../../common/api/chat';
import { CHAT_RATE, MESSAGES_PAGE_SIZE } from '../../../common/api/chat';
import type { SiteConfig } from '../../../common/api/settings';
import { messageCostFor } from '../../../common/rules/message-cost';
import { isPremium } from '../../../common/rules/premium';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { notifyMember } from '../../events/notify';
import { spendCredits } from '../../ledger/ledger';
import type { RateLimiter } from '../../plugins/rate-limit';
import { isBlockedEitherWay, loadPublicProfiles } from '../../profiles/public-profile';
import {
  type ChatTarget,
  clearConversation,
  findChatTarget,
  findConversationOfPair,
  findMemberContext,
  findMembership,
  findMessageByClientId,
  insertMessage,
  listChats,
  type MemberContext,
  type Membership,
  type MessageRow,
  markRead,
  pageOfMessages,
  touchConversation,
  upsertConversation,
} from './queries';

export type ChatService = ReturnType<typeof createChatService>;

const noConversation = () => notFound('This conversation does not exist.');
const blocked = () => new AppError(403, 'chat_blocked', 'You cannot write to this member.');
const unavailable = () => new AppError(404, 'chat_unavailable', 'You cannot start a chat with this member.');

/** A profile of the site the member may write to: not themselves, not deleted, not blocked. */
async function writableTarget(q: Db | Tx, ctx: MemberContext, site: SiteConfig, profileId: number) {
  const target = await findChatTarget(q, profileId, site.key);
  if (!target || target.id === ctx.profile_id) throw unavailable();
  if (await isBlockedEitherWay(q, ctx.profile_id, target.id)) throw blocked();
  return target;
}

function toMessage(row: MessageRow, myProfileId: number): Message {
  const mine = row.sender_profile_id === myProfileId;
  return {
    id: row.id,
    text: row.text,
    mine,
    created_at: new Date(row.created_at).toISOString(),
    ...(mine ? { client_id: row.client_id } : {}),
  };
}

/**
 * Conversations and messages. Every call resolves the caller's own membership of the
 * conversation first: a conversation that is not theirs answers 404, exactly like one that
 * does not exist, so ids reveal nothing.
 */
export function createChatService(db: Db, limiter: RateLimiter) {
  async function member(userId: number): Promise<MemberContext> {
    const ctx = await findMemberContext(db, userId);
    if (!ctx) throw new AppError(403, 'forbidden', 'Please log in first.');
    return ctx;
  }

  async function membership(q: Db | Tx, conversationId: number, profileId: number): Promise<Membership> {
    const m = await findMembership(q, conversationId, profileId);
    if (!m) throw noConversation();
    return m;
  }

  function costFor(site: SiteConfig, ctx: MemberContext): number {
    return messageCostFor(site, { premium: isPremium(ctx.premium_until) });
  }

  return {
    async list(userId: number, site: SiteConfig): Promise<ChatListItem[]> {
      const ctx = await member(userId);
      const rows = await listChats(db, ctx.profile_id);
      const profiles = await loadPublicProfiles(
        db,
        site.key,
        ctx.profile_id,
        rows.map((r) => r.other_profile_id),
      );
      const byId = new Map(profiles.map((p) => [p.id, p]));
      const items: ChatListItem[] = [];
      for (const r of rows) {
        // Blocked pairs and deleted profiles drop out of the list (loadPublicProfiles leaves them out).
        const profile = byId.get(r.other_profile_id);
        if (!profile) continue;
        items.push({
          conversation: { id: r.conversation_id },
          profile,
          num_unread_messages: r.unread,
          msg:
            r.msg_id !== null && r.msg_text !== null && r.msg_created_at !== null
              ? {
                  id: r.msg_id,
                  text: r.msg_text,
                  mine: r.msg_sender === ctx.profile_id,
                  created_at: new Date(r.msg_created_at).toISOString(),
                }
              : null,
        });
      }
      return items;
    },

    /**
     * What opening a chat with a profile of the same site shows: the conversation when one was
     * started, else null, with the profile and the caller's credits. Reads only (spec §7 GET).
     */
    async open(userId: number, site: SiteConfig, profileId: number): Promise<OpenChatResponse> {
      const ctx = await member(userId);
      const target = await writableTarget(db, ctx, site, profileId);
      const [profile] = await loadPublicProfiles(db, site.key, ctx.profile_id, [target.id]);
      if (!profile) throw unavailable();
      const id = await findConversationOfPair(db, ctx.profile_id, target.id);
      return {
        conversation: id === null ? null : { id },
        profile,
        credits: { balance: ctx.credit_balance, message_cost: costFor(site, ctx) },
      };
    },

    async remove(userId: number, conversationId: number): Promise<void> {
      const ctx = await member(userId);
      await db.transaction(async (tx) => {
        await membership(tx, conversationId, ctx.profile_id);
        await clearConversation(tx, conversationId, ctx.profile_id);
        await notifyMember(tx, userId, { type: 'unread', conversation: conversationId });
      });
    },

    async messages(
      userId: number,
      site: SiteConfig,
      conversationId: number,
      before: number | undefined,
    ): Promise<MessagesResponse> {
      const ctx = await member(userId);
      const m = await membership(db, conversationId, ctx.profile_id);
      const [profile] = await loadPublicProfiles(db, site.key, ctx.profile_id, [m.other_profile_id]);
      if (!profile) throw noConversation();
      const rows = await pageOfMessages(
        db,
        conversationId,
        m.cleared_message_id,
        before,
        MESSAGES_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      return {
        conversation: { id: conversationId },
        profile,
        messages: page.map((r) => toMessage(r, ctx.profile_id)),
        has_more: rows.length > MESSAGES_PAGE_SIZE,
        // Read receipts are a premium advantage.
        read_up_to: isPremium(ctx.premium_until) ? m.other_last_read_message_id : null,
        credits: { balance: ctx.credit_balance, message_cost: costFor(site, ctx) },
      };
    },

    /**
     * Sends a message: the message, the credits spent and the ledger row commit together or
     * not at all. A retried send (same client_id) answers the stored message and charges nothing.
     */
    async send(
      userId: number,
      site: SiteConfig,
      body: { conversation?: number; profile?: number; text: string; client_id: string },
    ): Promise<SendMessageResponse> {
      await limiter.hit(`chat:send:${userId}`, CHAT_RATE.sendsPerMinute, 60);
      const throttleKey = `chat:new:${userId}`;
      if (body.profile !== undefined)
        await limiter.check(throttleKey, CHAT_RATE.newConversationsPerHour, 3600);
      let created = false;
      const res = await db.transaction(async (tx) => {
        const ctx = await findMemberContext(tx, userId);
        if (!ctx) throw new AppError(403, 'forbidden', 'Please log in first.');
        let conversation = body.conversation ?? 0;
        if (body.profile !== undefined) {
          // The first message starts the conversation; a refused send rolls both back.
          const target: ChatTarget = await writableTarget(tx, ctx, site, body.profile);
          const started = await upsertConversation(
            tx,
            site.key,
            { profileId: ctx.profile_id, userId },
            target,
          );
          conversation = started.id;
          created = started.created;
        }
        const m = await membership(tx, conversation, ctx.profile_id);
        const cost = costFor(site, ctx);
        if (m.other_deleted) throw new AppError(403, 'chat_unavailable', 'This member is no longer here.');
        if (await isBlockedEitherWay(tx, ctx.profile_id, m.other_profile_id)) throw blocked();
        const row = await insertMessage(tx, {
          conversationId: conversation,
          senderProfileId: ctx.profile_id,
          text: body.text,
          clientId: body.client_id,
          credits: cost,
          operatorPending: m.other_type === 'fictional',
        });
        if (!row) {
          const earlier = await findMessageByClientId(tx, ctx.profile_id, body.client_id);
          if (!earlier || earlier.conversation_id !== conversation) {
            throw new AppError(409, 'conflict', 'This message id was already used.');
          }
          return {
            conversation: { id: conversation },
            message: toMessage(earlier, ctx.profile_id),
            credits: { balance: ctx.credit_balance, message_cost: cost },
          };
        }
        const balance =
          cost > 0
            ? await spendCredits(tx, { userId, amount: cost, reason: 'message', key: `message:${row.id}` })
            : ctx.credit_balance;
        await touchConversation(tx, conversation);
        const event = { type: 'message', conversation, message: row.id } as const;
        if (m.other_user_id !== null) await notifyMember(tx, m.other_user_id, event);
        // The sender's other tabs and devices show it too.
        await notifyMember(tx, userId, event);
        return {
          conversation: { id: conversation },
          message: toMessage(row, ctx.profile_id),
          credits: { balance, message_cost: cost },
        };
      });
      if (created) await limiter.record(throttleKey, 3600);
      return res;
    },

    /** Opening a conversation reads it: unread goes to zero, the other member gets a read receipt. */
    async read(userId: number, conversationId: number): Promise<void> {
      const ctx = await member(userId);
      await db.transaction(async (tx) => {
        const m = await membership(tx, conversationId, ctx.profile_id);
        if (!(await markRead(tx, conversationId, ctx.profile_id))) return;
        await notifyMember(tx, userId, { type: 'unread', conversation: conversationId });
        if (m.other_user_id !== null)
          await notifyMember(tx, m.other_user_id, { type: 'read', conversation: conversationId });
      });
    },
  };
}
