import type {
  ChatListItem,
  Message,
  MessagesResponse,
  OpenChatResponse,
  SendMessageResponse,
} from '@common/api/chat';
import { MESSAGES_PAGE_SIZE } from '@common/api/chat';
import type { SiteConfig } from '@common/api/settings';
import { messageCostFor } from '@common/rules/message-cost';
import { isPremium } from '@common/rules/premium';
import type { Db, Tx } from '@server/db/client';
import { conflict, forbidden, notFound } from '@server/errors';
import { notifyMember, transactionWithEvents } from '@server/events/notify';
import { readConversationNotifications, recordNotification } from '@server/features/notifications/record';
import { markViewing } from '@server/features/presence/queries';
import { insufficientCredits } from '@server/ledger/ledger';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import {
  deletedMemberProfile,
  deletedProfileIds,
  isBlockedEitherWay,
  loadPublicProfiles,
} from '@server/profiles/public-profile';

import {
  type ChatTarget,
  clearConversation,
  findChatTarget,
  findConversationOfPair,
  findMembership,
  findMessageByClientId,
  findWallet,
  listChats,
  type Membership,
  type MessageRow,
  markRead,
  pageOfMessages,
  sendInOneStatement,
  upsertConversation,
  type Wallet,
} from './queries';

export type ChatService = ReturnType<typeof createChatService>;

const noConversation = () => notFound('not_found', 'This conversation does not exist.');
const blocked = () => forbidden('chat_blocked', 'You cannot write to this member.');
const unavailable = () => notFound('chat_unavailable', 'You cannot start a chat with this member.');

/** A profile of the member's site they may write to: not themselves, not deleted, not blocked. */
async function writableTarget(q: Db | Tx, me: Member, profileId: number): Promise<ChatTarget> {
  const target = await findChatTarget(q, profileId, me.siteKey);
  if (!target || target.id === me.profileId) throw unavailable();
  if (await isBlockedEitherWay(q, me.profileId, target.id)) throw blocked();
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
  async function membership(q: Db | Tx, conversationId: number, profileId: number): Promise<Membership> {
    const m = await findMembership(q, conversationId, profileId);
    if (!m) throw noConversation();
    return m;
  }

  function costFor(site: SiteConfig, wallet: Wallet): number {
    return messageCostFor(site, { premium: isPremium(wallet.premium_until) });
  }

  return {
    async list(me: Member): Promise<ChatListItem[]> {
      const rows = await listChats(db, me.profileId);
      const profiles = await loadPublicProfiles(
        db,
        me.siteKey,
        me.profileId,
        rows.map((r) => r.other_profile_id),
      );
      const byId = new Map(profiles.map((p) => [p.id, p]));
      const missing = rows.map((r) => r.other_profile_id).filter((id) => !byId.has(id));
      for (const id of await deletedProfileIds(db, me.siteKey, missing))
        byId.set(id, deletedMemberProfile(id));
      const items: ChatListItem[] = [];
      for (const r of rows) {
        // Blocked pairs drop out of the list; a deleted member stays, as "Deleted member".
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
                  mine: r.msg_sender === me.profileId,
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
    async open(me: Member, site: SiteConfig, profileId: number): Promise<OpenChatResponse> {
      const target = await writableTarget(db, me, profileId);
      const [profile] = await loadPublicProfiles(db, me.siteKey, me.profileId, [target.id]);
      if (!profile) throw unavailable();
      const id = await findConversationOfPair(db, me.profileId, target.id);
      const wallet = await findWallet(db, me.userId);
      return {
        conversation: id === null ? null : { id },
        profile,
        credits: { balance: wallet.credit_balance, message_cost: costFor(site, wallet) },
      };
    },

    async remove(me: Member, conversationId: number): Promise<void> {
      await transactionWithEvents(db, async (tx) => {
        await membership(tx, conversationId, me.profileId);
        await clearConversation(tx, conversationId, me.profileId);
        await notifyMember(tx, me.userId, { type: 'unread', conversation: conversationId });
      });
    },

    async messages(
      me: Member,
      site: SiteConfig,
      conversationId: number,
      before: number | undefined,
    ): Promise<MessagesResponse> {
      const wallet = await findWallet(db, me.userId);
      const m = await membership(db, conversationId, me.profileId);
      if (before === undefined) await markViewing(db, me.userId, conversationId);
      const [found] = await loadPublicProfiles(db, me.siteKey, me.profileId, [m.other_profile_id]);
      const profile = found ?? (m.other_deleted ? deletedMemberProfile(m.other_profile_id) : undefined);
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
        messages: page.map((r) => toMessage(r, me.profileId)),
        has_more: rows.length > MESSAGES_PAGE_SIZE,
        // Read receipts are a premium advantage.
        read_up_to: isPremium(wallet.premium_until) ? m.other_last_read_message_id : null,
        credits: { balance: wallet.credit_balance, message_cost: costFor(site, wallet) },
      };
    },

    /**
     * Sends a message: the message, the credits spent and the ledger row commit together or
     * not at all. A retried send (same client_id) answers the stored message and charges nothing.
     */
    async send(
      me: Member,
      site: SiteConfig,
      body: { conversation?: number; profile?: number; text: string; client_id: string },
    ): Promise<SendMessageResponse> {
      const { userId } = me;
      await limiter.hit('chatSend', userId);
      if (body.profile !== undefined) await limiter.check('chatNewConversation', userId);
      let created = false;
      const res = await transactionWithEvents(db, async (tx) => {
        let conversation = body.conversation ?? 0;
        if (body.profile !== undefined) {
          // The first message starts the conversation; a refused send rolls both back.
          const target = await writableTarget(tx, me, body.profile);
          const started = await upsertConversation(
            tx,
            me.siteKey,
            { profileId: me.profileId, userId },
            target,
          );
          conversation = started.id;
          created = started.created;
        }
        const m = await sendInOneStatement(tx, {
          conversationId: conversation,
          me,
          text: body.text,
          clientId: body.client_id,
          price: {
            regular: messageCostFor(site, { premium: false }),
            premium: messageCostFor(site, { premium: true }),
          },
          now: new Date(),
        });
        if (!m) throw noConversation();
        const { cost, message: row } = m;
        if (m.other_deleted) throw forbidden('chat_unavailable', 'This member is no longer here.');
        if (m.blocked) throw blocked();
        if (!row) {
          const earlier = await findMessageByClientId(tx, me.profileId, body.client_id);
          if (!earlier || earlier.conversation_id !== conversation) {
            throw conflict('conflict', 'This message id was already used.');
          }
          // The first send may have committed its charge while this one waited on the unique
          // client_id: answer the balance as it is now, not as this transaction first read it.
          const now = await findWallet(tx, userId);
          return {
            conversation: { id: conversation },
            message: toMessage(earlier, me.profileId),
            credits: { balance: now.credit_balance, message_cost: cost },
          };
        }
        // Short of credits: the whole send rolls back, message included.
        if (cost > 0 && m.balance_after === null) throw await insufficientCredits(tx, userId, cost);
        const balance = m.balance_after ?? m.credit_balance;
        const event = { type: 'message', conversation, message: row.id } as const;
        if (m.other_user_id !== null) {
          await notifyMember(tx, m.other_user_id, event);
          await recordNotification(tx, m.other_user_id, {
            kind: 'message',
            profileId: me.profileId,
            conversationId: conversation,
          });
        }
        // The sender's other tabs and devices show it too.
        await notifyMember(tx, userId, event);
        return {
          conversation: { id: conversation },
          message: toMessage(row, me.profileId),
          credits: { balance, message_cost: cost },
        };
      });
      if (created) await limiter.record('chatNewConversation', userId);
      return res;
    },

    /** Opening a conversation reads it: unread goes to zero, the other member gets a read receipt. */
    async read(me: Member, conversationId: number): Promise<void> {
      await transactionWithEvents(db, async (tx) => {
        const m = await membership(tx, conversationId, me.profileId);
        await markViewing(tx, me.userId, conversationId);
        await readConversationNotifications(tx, me.userId, conversationId);
        if (!(await markRead(tx, conversationId, me.profileId))) return;
        await notifyMember(tx, me.userId, { type: 'unread', conversation: conversationId });
        if (m.other_user_id !== null)
          await notifyMember(tx, m.other_user_id, { type: 'read', conversation: conversationId });
      });
    },
  };
}
