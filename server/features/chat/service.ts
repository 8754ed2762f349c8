import type { ChatsResponse, MessagesResponse, OpenChatResponse } from '@common/api/chat';
import { CHATS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@common/api/chat';
import type { SiteConfig } from '@common/api/settings';
import { messageCostFor } from '@common/rules/message-cost';
import { isPremium } from '@common/rules/premium';
import type { Db, Tx } from '@server/db/client';
import { notifyMember, transactionWithEvents } from '@server/events/notify';
import { readConversationNotifications } from '@server/features/notifications';
import { markViewing } from '@server/features/presence';
import type { RateLimiter } from '@server/plugins/rate-limit';
import type { Member } from '@server/plugins/session';
import { deletedMemberProfile, deletedProfileIds, loadPublicProfiles } from '@server/profiles/public-profile';
import {
  clearConversation,
  countUnread,
  findConversationOfPair,
  findMembership,
  findWallet,
  listChats,
  type Membership,
  markRead,
  pageOfMessages,
  type Wallet,
} from './queries';
import { createSend, noConversation, toMessage, unavailable, writableTarget } from './send';

export type ChatService = ReturnType<typeof createChatService>;

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
    /** One page of the chat list; `before` is the `next` of the page above it. */
    async list(me: Member, before: string | undefined): Promise<ChatsResponse> {
      const [micros = '0', id = '0'] = before?.split('.') ?? [];
      const [found, unreadTotal] = await Promise.all([
        listChats(
          db,
          me.profileId,
          before === undefined ? undefined : { activityMicros: micros, id: Number(id) },
          CHATS_PAGE_SIZE + 1,
        ),
        countUnread(db, me.profileId),
      ]);
      // The cursor comes from the rows, not the shown items: a blocked pair is dropped below.
      const rows = found.slice(0, CHATS_PAGE_SIZE);
      const next = found.length > CHATS_PAGE_SIZE ? (rows.at(-1)?.cursor ?? null) : null;
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
      const items: ChatsResponse['chats'] = [];
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
      return { chats: items, next, unread_total: unreadTotal };
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
        await notifyMember(tx, me.userId, { type: 'chat_deleted', conversation: conversationId });
      });
    },

    async messages(
      me: Member,
      site: SiteConfig,
      conversationId: number,
      before: number | undefined,
    ): Promise<MessagesResponse> {
      // Reads only: viewing and reading are the page's explicit POST (read), decision 026a. Reads
      // that do not depend on each other go together: three round trips, not five (issue 26.4).
      const [wallet, m] = await Promise.all([
        findWallet(db, me.userId),
        membership(db, conversationId, me.profileId),
      ]);
      const [[found], rows] = await Promise.all([
        loadPublicProfiles(db, me.siteKey, me.profileId, [m.other_profile_id]),
        pageOfMessages(db, conversationId, m.cleared_message_id, before, MESSAGES_PAGE_SIZE + 1),
      ]);
      const profile = found ?? (m.other_deleted ? deletedMemberProfile(m.other_profile_id) : undefined);
      if (!profile) throw noConversation();
      const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      return {
        conversation: { id: conversationId },
        profile,
        messages: page.map((r) => toMessage(r, me.profileId)),
        next: rows.length > MESSAGES_PAGE_SIZE ? (page[0]?.id ?? null) : null,
        // Read receipts are a premium advantage.
        read_up_to: isPremium(wallet.premium_until) ? m.other_last_read_message_id : null,
        credits: { balance: wallet.credit_balance, message_cost: costFor(site, wallet) },
      };
    },

    /** Sends a message (send.ts). */
    send: createSend(db, limiter),

    /**
     * The member is looking at the conversation and has read it up to `upTo` (the newest message
     * the page showed; all when absent): no push for it meanwhile, unread goes down, and a
     * premium other member gets the read receipt. The page batches these (decision 026a).
     */
    async read(me: Member, conversationId: number, upTo: number | undefined): Promise<void> {
      await transactionWithEvents(db, async (tx) => {
        const m = await membership(tx, conversationId, me.profileId);
        await markViewing(tx, me.userId, conversationId);
        await readConversationNotifications(tx, me.userId, conversationId);
        const read = await markRead(tx, conversationId, me.profileId, upTo);
        if (!read) return;
        await notifyMember(tx, me.userId, {
          type: 'unread',
          conversation: conversationId,
          unread: read.unread,
        });
        // Read receipts are a premium advantage: only a premium member hears of them.
        if (m.other_user_id !== null && isPremium((await findWallet(tx, m.other_user_id)).premium_until))
          await notifyMember(tx, m.other_user_id, {
            type: 'read',
            conversation: conversationId,
            read_up_to: read.read_up_to,
          });
      });
    },
  };
}
