import type { NotificationKind } from '@common/api/notifications';
import type { Tx } from '@server/db/client';
import { notifyAfterCommit } from '@server/events/notify';
import { onlineSql, VIEWING_WINDOW_S } from '@server/profiles/presence-sql';
import { type SQL, sql } from 'drizzle-orm';

/** The events that push (issue 12), each with the member's setting; the rest are only listed. */
const PUSH_SETTING: Partial<Record<NotificationKind, string>> = {
  message: 'push_message',
  like: 'push_like',
  mutual_like: 'push_mutual_like',
};

/** Constant text (decision 024d): the presence row `pr` has a visible page with an open stream. */
const ONLINE_PR_SQL = onlineSql('pr');

/** How long a push service keeps an undelivered push: a day-old "new like" is still news. */
const TTL_S = 86_400;

type PushEvent = {
  kind: NotificationKind;
  profileId?: number | null;
  conversationId?: number | null;
  /**
   * A like whose author the member may not know (decision 010a): no name, no profile link; the
   * text "someone likes you" (kind `like_hidden` of the locale bundles) leads to the likes page,
   * where hidden likes show blurred with the premium offer.
   */
  anonymous?: boolean;
};

function urlOf(e: PushEvent): string {
  if (e.kind === 'message' && e.conversationId) return `/chats/${e.conversationId}`;
  if (e.anonymous) return '/likes';
  if (e.profileId) return `/members/${e.profileId}`;
  return '/notifications';
}

/**
 * The statement that queues one push per subscription of the member (push_outbox, like
 * mail_outbox), run in the event's transaction: a rolled back message sends nothing, a committed
 * one survives a restart. A conversation's pushes share a `topic`, so the push service keeps
 * only the newest one waiting. `count` is an SQL expression (the notification's count, from the
 * same statement: decision 019j); null when the event never pushes. The caller wakes a sender
 * (wakePushSender) when it returned rows. `userId` may be an SQL expression of the same statement.
 */
export function queuePushSql(userId: number | SQL, e: PushEvent, count: SQL): SQL | null {
  const setting = PUSH_SETTING[e.kind];
  if (!setting) return null;
  // A conversation open in a page the member is looking at needs no push (decision 019d).
  const viewing = e.kind === 'message' && e.conversationId ? e.conversationId : null;
  const topic = e.kind === 'message' && e.conversationId ? `chat-${e.conversationId}` : null;
  const urgency = e.kind === 'message' ? 'high' : 'normal';
  return sql`
    insert into push_outbox (user_id, site_key, language, endpoint, p256dh, auth, payload, topic, urgency, ttl_s)
    select s.user_id, u.site_key, u.language, s.endpoint, s.p256dh, s.auth,
      jsonb_build_object('kind', ${e.anonymous ? 'like_hidden' : e.kind}::text,
        'name', (select name from profiles where id = ${e.anonymous ? null : (e.profileId ?? null)}::bigint),
        'count', ${count}, 'url', ${urlOf(e)}::text),
      ${topic}, ${urgency}, ${TTL_S}
    from push_subscriptions s join users u on u.id = s.user_id
    where s.user_id = ${userId}
      and coalesce((select ${sql.identifier(setting)} from notification_settings where user_id = ${userId}), true)
      and not exists (select 1 from presence pr where pr.user_id = ${userId}
        and pr.viewing_conversation_id = ${viewing}::bigint
        and pr.viewing_at > now() - make_interval(secs => ${VIEWING_WINDOW_S})
        and ${sql.raw(ONLINE_PR_SQL)})
    returning id`;
}

/** The notification that wakes a push sender (a statement that committed by itself publishes it). */
export const PUSH_WAKE = { channel: 'push_outbox', payload: '' } as const;

/** Wakes a push sender in any process (see push/sender.ts), once the transaction has committed. */
export async function wakePushSender(tx: Tx): Promise<void> {
  await notifyAfterCommit(tx, PUSH_WAKE.channel, PUSH_WAKE.payload);
}
