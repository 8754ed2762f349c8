import { randomUUID } from 'node:crypto';
import type { ClaimedConversation, InboxItem } from '@common/api/staff-inbox';
import { writeAudit } from '@server/audit/audit';
import type { Db } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { notifyMember, transactionWithEvents } from '@server/events/notify';
import { requireSite, type Staff } from '@server/plugins/staff-session';
import { loadPublicProfiles } from '@server/profiles/public-profile';
import {
  claimNext,
  conversationHistory,
  findFictionalSite,
  findNotes,
  findOwnClaim,
  findParticipants,
  type InboxRow,
  insertAnswer,
  listWaiting,
  releaseClaim,
  renewClaim,
  saveNotes,
  settleAnswered,
} from './queries';

export type InboxService = ReturnType<typeof createInboxService>;

const iso = (d: Date | string) => new Date(d).toISOString();
const claimLost = () =>
  conflict('claim_lost', 'This conversation is no longer yours: the claim ran out or was released.');

/**
 * The operator inbox. Every call that touches a conversation goes through the caller's own live
 * claim on a conversation of the sites they work on now (the staff session reads role and sites
 * on every call), so one check covers site and lock. Each action writes its audit row in its own transaction.
 */
export function createInboxService(db: Db) {
  /** The reads are independent once the participants are known: they run side by side. */
  async function present(row: InboxRow): Promise<ClaimedConversation> {
    const who = await findParticipants(db, row.conversation_id);
    if (!who) throw notFound();
    const [[member], [fictional], history, notes] = await Promise.all([
      loadPublicProfiles(db, row.site_key, who.fictional_profile_id, [who.member_profile_id]),
      // The persona as the member sees it: its photos without those still waiting for moderation,
      // its age and not its birth date (the operator answers questions about what the member sees).
      loadPublicProfiles(db, row.site_key, who.member_profile_id, [who.fictional_profile_id]),
      conversationHistory(db, row.conversation_id),
      findNotes(db, who.fictional_profile_id),
    ]);
    if (!member || !fictional) throw notFound();
    return {
      conversation: row.conversation_id,
      site_key: row.site_key,
      waiting_since: iso(row.waiting_since),
      claim_expires_at: iso(row.claim_expires_at ?? new Date()),
      member,
      fictional,
      notes,
      messages: history.map((m) => ({
        id: m.id,
        text: m.text,
        from: m.sender_profile_id === who.fictional_profile_id ? ('fictional' as const) : ('member' as const),
        created_at: iso(m.created_at),
      })),
    };
  }

  return {
    async list(staff: Staff): Promise<{ waiting: InboxItem[]; total: number }> {
      const { rows, total } = await listWaiting(db, staff.sites);
      return {
        total,
        waiting: rows.map((r) => ({
          conversation: r.conversation_id,
          site_key: r.site_key,
          waiting_since: iso(r.waiting_since),
          claimed: r.claimed,
          member_name: r.member_name,
          fictional_name: r.fictional_name,
        })),
      };
    },

    /** Releases what the operator held and claims the oldest free conversation of their sites. */
    async next(staff: Staff, ip: string): Promise<ClaimedConversation | null> {
      const row = await claimNext(db, staff.id, staff.sites, ip);
      return row ? present(row) : null;
    },

    /** The conversation the operator holds (a reload of the page keeps working on it). */
    async current(staff: Staff, conversationId: number): Promise<ClaimedConversation> {
      const row = await db.transaction((tx) => findOwnClaim(tx, staff, conversationId));
      if (!row) throw claimLost();
      return present(row);
    },

    async renew(staff: Staff, conversationId: number): Promise<string> {
      const until = await db.transaction((tx) => renewClaim(tx, staff, conversationId));
      if (!until) throw claimLost();
      return iso(until);
    },

    async release(staff: Staff, conversationId: number, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const own = await findOwnClaim(tx, staff, conversationId);
        if (!own || !(await releaseClaim(tx, staff.id, conversationId))) throw claimLost();
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'inbox.release',
          siteKey: own.site_key,
          target: { type: 'conversation', id: conversationId },
          ip,
        });
      });
    },

    /**
     * Answers as the fictional profile: a free message (no ledger row), the member's waiting
     * messages settled, the member's event streams told, the audit row written, all in one
     * transaction under the caller's claim.
     */
    async answer(
      staff: Staff,
      conversationId: number,
      body: { text: string; seen_up_to: number },
      ip: string,
    ): Promise<{ message: number; done: boolean }> {
      return transactionWithEvents(db, async (tx) => {
        const own = await findOwnClaim(tx, staff, conversationId);
        if (!own) throw claimLost();
        const who = await findParticipants(tx, conversationId);
        if (!who) throw notFound();
        const answer = await insertAnswer(tx, {
          conversationId,
          fictionalProfileId: who.fictional_profile_id,
          text: body.text,
          clientId: `operator:${randomUUID()}`,
        });
        const done = await settleAnswered(tx, conversationId, body.seen_up_to);
        const message = answer.id;
        // The member's page shows the answer from the event itself (decision 026a).
        await notifyMember(tx, who.member_user_id, {
          type: 'message',
          conversation: conversationId,
          message: {
            id: message,
            text: body.text,
            mine: false,
            created_at: new Date(answer.created_at).toISOString(),
          },
        });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'inbox.answer',
          siteKey: own.site_key,
          target: { type: 'conversation', id: conversationId },
          after: { message, fictional_profile: who.fictional_profile_id },
          ip,
        });
        return { message, done };
      });
    },

    async saveNotes(staff: Staff, profileId: number, notes: string, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        const site = await findFictionalSite(tx, profileId);
        requireSite(staff, site);
        const before = await saveNotes(tx, profileId, staff.id, notes);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'inbox.notes',
          siteKey: site,
          target: { type: 'profile', id: profileId },
          before: { notes: before },
          after: { notes },
          ip,
        });
      });
    },
  };
}
