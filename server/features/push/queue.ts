import type { NotificationKind } from '@common/api/notifications';
import type { Tx } from '@server/db/client';
import { notifyAfterCommit } from '@server/events/notify';
import { onlineSql, VIEWING_WINDOW_S } from '@server/features/presence/sql';
import { sql } from 'drizzle-orm';

/** The events that push (issue 12), each with the member's setting; the rest are only listed. */
const PUSH_SETTING: Partial<Record<NotificationKind, string>> = {
  message: 'push_message',
  like: 'push_like',
  mutual_like: 'push_mutual_like',
};

/** How long a push service keeps an undelivered push: a day-old "new like" is still news. */
const TTL_S = 86_400;

type PushEvent = {
  kind: NotificationKind;
  profileId?: number | null;
  conversationId?: number | null;
  count: number;
};

function urlOf(e: PushEvent): string {
  if (e.kind === 'message' && e.conversationId) return `/chats/${e.conversationId}`;
  if (e.profileId) return `/members/${e.profileId}`;
  return '/notifications';
}

/**
 * Queues one push per subscription of the member in the event's transaction (push_outbox, like
 * mail_outbox): a rolled back message sends nothing, a committed one survives a restart. A
 * conversation's pushes share a `topic`, so the push service keeps only the newest one waiting.
 */
export async function queuePushFor(tx: Tx, userId: number, e: PushEvent): Promise<void> {
  const setting = PUSH_SETTING[e.kind];
  if (!setting) return;
  // A conversation open in a page the member is looking at needs no push (decision 019d).
  const viewing = e.kind === 'message' && e.conversationId ? e.conversationId : null;
  const topic = e.kind === 'message' && e.conversationId ? `chat-${e.conversationId}` : null;
  const urgency = e.kind === 'message' ? 'high' : 'normal';
  const res = await tx.execute(sql`
    insert into push_outbox (user_id, site_key, language, endpoint, p256dh, auth, payload, topic, urgency, ttl_s)
    select s.user_id, u.site_key, u.language, s.endpoint, s.p256dh, s.auth,
      jsonb_build_object('kind', ${e.kind}::text,
        'name', (select name from profiles where id = ${e.profileId ?? null}::bigint),
        'count', ${e.count}::int, 'url', ${urlOf(e)}::text),
      ${topic}, ${urgency}, ${TTL_S}
    from push_subscriptions s join users u on u.id = s.user_id
    where s.user_id = ${userId}
      and coalesce((select ${sql.raw(setting)} from notification_settings where user_id = ${userId}), true)
      and not exists (select 1 from presence pr where pr.user_id = ${userId}
        and pr.viewing_conversation_id = ${viewing}::bigint
        and pr.viewing_at > now() - make_interval(secs => ${VIEWING_WINDOW_S})
        and ${sql.raw(onlineSql('pr'))})
    returning id`);
  // Wakes a push sender in any process (see push/sender.ts).
  if (res.rows.length > 0) await notifyAfterCommit(tx, 'push_outbox', '');
}
