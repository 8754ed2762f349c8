import { NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from '@common/api/notifications';
import { type Db, executePrepared, type Tx } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';

type Q = Db | Tx;
export type NotificationData = Record<string, string | number | boolean | null>;

export type NewNotification = {
  kind: NotificationKind;
  profileId?: number | null;
  conversationId?: number | null;
  data?: NotificationData;
};

/**
 * The insert of one notification for the member `userId` (an SQL expression; no row when it is
 * null), for a statement of its own or a CTE (a chat send: decision 020b). An unread message
 * notification of the same conversation counts up instead. Returns `id, count, user_id`.
 */
export function notificationInsertSql(userId: SQL, n: NewNotification): SQL {
  const data = JSON.stringify(n.data ?? {});
  const insert = sql`
    insert into notifications (user_id, kind, profile_id, conversation_id, data)
    select u.id, ${n.kind}::text, ${n.profileId ?? null}::bigint, ${n.conversationId ?? null}::bigint, ${data}::jsonb
    from (select ${userId}::bigint as id) u where u.id is not null`;
  return n.kind === 'message'
    ? sql`${insert}
        on conflict (user_id, conversation_id) where kind = 'message' and read_at is null
        do update set count = notifications.count + 1, updated_at = now(),
          profile_id = excluded.profile_id
        returning id, count, user_id`
    : sql`${insert} returning id, count, user_id`;
}

/**
 * One row (notificationInsertSql). `push` builds the push-queueing statement from the row's
 * count, run in the same statement (one round trip: decision 019j); `pushed` = how many it queued.
 */
export async function insertNotification(
  tx: Q,
  userId: number,
  n: NewNotification,
  push: (count: SQL) => SQL | null,
): Promise<{ id: number; count: number; pushed: number }> {
  const insert = notificationInsertSql(sql`${userId}`, n);
  const pushSql = push(sql`(select count from n)::int`);
  const res = await executePrepared<{ id: number; count: number; pushed: number }>(
    tx,
    // The text depends only on the kind: its insert, and whether and how it pushes.
    `notification_${n.kind}`,
    pushSql
      ? sql`with n as (${insert}), pushed as (${pushSql})
            select id, count, (select count(*) from pushed)::int as pushed from n`
      : sql`with n as (${insert}) select id, count, 0 as pushed from n`,
  );
  const row = res.rows[0];
  return { id: Number(row?.id), count: Number(row?.count ?? 1), pushed: Number(row?.pushed ?? 0) };
}

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  profile_id: number | null;
  profile_name: string | null;
  conversation_id: number | null;
  count: number;
  data: NotificationData;
  read_at: Date | null;
  updated_at: Date;
  /** The member likes `profile_id` too (a like is then mutual: mayKnowLiker). */
  liked_back: boolean;
};

/**
 * One page, newest first; one row more than a page tells whether another page exists. The page is
 * cut before the join: the member's rows are sorted, not read in index order (decision 021d), and
 * only the page's rows need their profile.
 */
export async function listNotifications(
  db: Q,
  me: { userId: number; profileId: number },
  page: number,
): Promise<NotificationRow[]> {
  const userId = me.userId;
  const res = await db.execute<NotificationRow>(sql`
    select n.id, n.kind, n.profile_id, p.name as profile_name, n.conversation_id, n.count, n.data,
           n.read_at, n.updated_at,
           exists (select 1 from likes l
                   where l.liker_profile_id = ${me.profileId} and l.liked_profile_id = n.profile_id) as liked_back
    from (select * from notifications where user_id = ${userId}
          order by updated_at desc, id desc
          limit ${NOTIFICATIONS_PAGE_SIZE + 1} offset ${(page - 1) * NOTIFICATIONS_PAGE_SIZE}) n
    left join profiles p on p.id = n.profile_id and not p.deleted
    order by n.updated_at desc, n.id desc`);
  return res.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function countUnread(db: Q, userId: number): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`);
  return res.rows[0]?.n ?? 0;
}

/** Marks the member's own notification read; false when it is not theirs (or does not exist). */
export async function markOneRead(tx: Q, userId: number, id: number): Promise<boolean> {
  const res = await tx.execute(sql`
    update notifications set read_at = coalesce(read_at, now())
    where id = ${id} and user_id = ${userId} returning id`);
  return res.rows.length > 0;
}

export async function markAllRead(tx: Q, userId: number): Promise<number> {
  const res = await tx.execute(sql`
    update notifications set read_at = now() where user_id = ${userId} and read_at is null returning id`);
  return res.rows.length;
}

/** Reading a conversation reads its message notification. */
export async function markConversationRead(tx: Q, userId: number, conversationId: number): Promise<number> {
  const res = await tx.execute(sql`
    update notifications set read_at = now()
    where user_id = ${userId} and kind = 'message' and conversation_id = ${conversationId}
      and read_at is null returning id`);
  return res.rows.length;
}

export type OwnNotification = {
  id: number;
  kind: NotificationKind;
  data: NotificationData;
  created_at: Date;
  /** created_at to the microsecond, as PostgreSQL text, to compare with rows of the same transaction. */
  created_exact: string;
};

/** The member's notification under a row lock (for acting on it once). */
export async function lockOwnNotification(
  tx: Tx,
  userId: number,
  id: number,
): Promise<OwnNotification | null> {
  const res = await tx.execute<OwnNotification>(sql`
    select id, kind, data, created_at, created_at::text as created_exact from notifications
    where id = ${id} and user_id = ${userId} for update`);
  return res.rows[0] ?? null;
}

export async function setNotificationData(tx: Tx, id: number, data: NotificationData): Promise<void> {
  await tx.execute(sql`update notifications set data = ${JSON.stringify(data)}::jsonb where id = ${id}`);
}
