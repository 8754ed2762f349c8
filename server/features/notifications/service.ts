import {
  EMAIL_CHANGE_UNDO_DAYS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsResponse,
} from '@common/api/notifications';
import { mayKnowLiker } from '@common/rules/premium';
import type { Db } from '@server/db/client';
import { notFound } from '@server/errors';
import { notifyMember, transactionWithEvents } from '@server/events/notify';
import type { Member } from '@server/plugins/session';
import { premiumUntilOf } from '@server/profiles/site-profile';
import { countUnread, listNotifications, markAllRead, markOneRead, type NotificationRow } from './queries';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

const DAY_MS = 86_400_000;

/**
 * What the member may see of a row: an old address stays private, only "may I undo" is told, and
 * who liked them only by the premium rule (decision 010a): otherwise the like has no profile and
 * `liker_hidden`, and the page says "someone likes you" with the way to premium.
 */
function present(r: NotificationRow, now: number, premiumUntil: Date | null): Notification {
  const data = { ...r.data };
  if (r.kind === 'email_changed') {
    delete data.old_email;
    data.undoable = !data.undone && now - new Date(r.updated_at).getTime() < EMAIL_CHANGE_UNDO_DAYS * DAY_MS;
  }
  const hidden = r.kind === 'like' && !mayKnowLiker(premiumUntil, r.liked_back, new Date(now));
  return {
    id: r.id,
    kind: r.kind,
    profile:
      r.profile_id !== null && r.profile_name !== null && !hidden
        ? { id: Number(r.profile_id), name: r.profile_name }
        : null,
    ...(hidden ? { liker_hidden: true } : {}),
    conversation: r.conversation_id === null ? null : Number(r.conversation_id),
    count: r.count,
    data,
    read: r.read_at !== null,
    created_at: new Date(r.updated_at).toISOString(),
  };
}

/** The member's notifications: reading them, and marking them read (only their own). */
export function createNotificationsService(db: Db) {
  return {
    async list(me: Member, page: number): Promise<NotificationsResponse> {
      const [rows, unread, premiumUntil] = await Promise.all([
        listNotifications(db, me, page),
        countUnread(db, me.userId),
        // Fresh from users, not the session cache: a purchase shows the names at once.
        premiumUntilOf(db, me.userId),
      ]);
      const now = Date.now();
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((r) => present(r, now, premiumUntil)),
        unread,
        has_more: rows.length > NOTIFICATIONS_PAGE_SIZE,
      };
    },

    unread(me: Member): Promise<number> {
      return countUnread(db, me.userId);
    },

    /** Marks one (foreign ids answer 404 and change nothing) or all notifications read. */
    async markRead(me: Member, id: number | undefined): Promise<number> {
      return transactionWithEvents(db, async (tx) => {
        if (id === undefined) await markAllRead(tx, me.userId);
        else if (!(await markOneRead(tx, me.userId, id)))
          throw notFound('not_found', 'No such notification.');
        await notifyMember(tx, me.userId, { type: 'notification' });
        return countUnread(tx, me.userId);
      });
    },
  };
}
